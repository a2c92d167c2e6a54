import { createRepeatingJob, type RepeatingJob } from '../../jobs/repeatingJob';
import type { AuctionsService } from './service';

export interface AuctionJobsOptions {
  service: Pick<AuctionsService, 'closeDueLots' | 'notifyClosingSoon' | 'pruneBidRequests'>;
  /** Pause between runs; default 1 s (a lot closes at most this late). */
  intervalMs?: number;
  /** Forget old Idempotency-Keys every this many runs; default 3600 (an hour at 1 s). */
  pruneEvery?: number;
  /**
   * The first run waits `intervalMs` plus this part (0 to 1) of it; default `Math.random`, so
   * instances started together (a deploy) do not all claim due lots in the same instant.
   */
  random?: () => number;
  onError?: (error: unknown) => void;
}

export type AuctionJobs = RepeatingJob;

/**
 * Runs the closing job and the closing-soon notices every second. Instances may all run it: both
 * jobs claim rows with SKIP LOCKED, and each starts at its own random offset.
 */
export function createAuctionJobs({
  service,
  intervalMs = 1000,
  pruneEvery = 3600,
  random = Math.random,
  onError = (error) => console.error('Auction jobs:', error),
}: AuctionJobsOptions): AuctionJobs {
  let runs = 0;
  return createRepeatingJob({
    async run() {
      await service.closeDueLots();
      await service.notifyClosingSoon();
      runs += 1;
      if (runs % pruneEvery === 0) await service.pruneBidRequests();
    },
    intervalMs,
    firstDelayMs: intervalMs + Math.floor(random() * intervalMs),
    onError,
  });
}
