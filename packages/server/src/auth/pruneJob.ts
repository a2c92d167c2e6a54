export interface PruneJobOptions {
  /** Deletes what has expired: tokens, old rate-limit events. */
  prune: () => Promise<void>;
  /** Pause between runs; default an hour. */
  intervalMs?: number;
  /** The first run comes after a random part of the interval, so instances started together spread out. */
  random?: () => number;
  onError?: (error: unknown) => void;
}

export interface PruneJob {
  start(): void;
  /** Stops after the run in progress, if any. */
  stop(): Promise<void>;
}

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
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopped = true;

  function schedule(delayMs: number): void {
    if (stopped) return;
    timer = setTimeout(() => {
      running = prune()
        .catch(onError)
        .finally(() => {
          running = undefined;
          schedule(intervalMs);
        });
    }, delayMs);
    // A pending prune never keeps the process alive.
    timer.unref();
  }

  return {
    start() {
      if (!stopped) return;
      stopped = false;
      schedule(Math.floor(random() * intervalMs));
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
