import { createRepeatingJob, type RepeatingJob } from '../jobs/repeatingJob';
export interface PruneJobOptions {
  /** Deletes what has expired: tokens, old rate-limit events. */
  prune: () => Promise<void>;
  /** Pause between runs; default an hour. */
  intervalMs?: number;
  /** The first run comes after a random part of the interval, so instances started together spread out. */
  random?: () => number;
  onError?: (error: unknown) => void;
}

export type PruneJob = RepeatingJob;

/**
 * Runs `prune` every `intervalMs`; runs never overlap (the next is scheduled when one ends).
 * Every instance may run it: deleting what another instance deleted first deletes nothing.
 */
export function createPruneJob({
  prune,
  intervalMs = 60 * 60 * 1000,
  random = Math.random,
  onError = (error) => console.error('Prune job:', error),
}: PruneJobOptions): PruneJob {
  return createRepeatingJob({
    run: prune,
    intervalMs,
    firstDelayMs: Math.floor(random() * intervalMs),
    // A pending prune never keeps the process alive.
    unref: true,
    onError,
  });
}
