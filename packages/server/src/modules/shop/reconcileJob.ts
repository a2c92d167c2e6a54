import { createRepeatingJob, type RepeatingJob } from '../../jobs/repeatingJob';
import type { CheckoutService } from './checkoutService';

export interface ReconcileJobOptions {
  service: Pick<CheckoutService, 'reconcilePending'>;
  /** Pause between runs; default 30 s. */
  intervalMs?: number;
  /** A card order still Pending this long is settled from the gateway; default 2 minutes. */
  minAgeMs?: number;
  /**
   * The first run waits `intervalMs` plus this part (0 to 1) of it; default `Math.random`, so
   * instances started together do not all ask the gateway in the same instant.
   */
  random?: () => number;
  onSettled?: (settled: { number: string; paid: boolean }[]) => void;
  onError?: (error: unknown) => void;
}

export type ReconcileJob = RepeatingJob;

/**
 * The reconciliation job: every `intervalMs`, settles card orders left Pending (a server that died
 * between charge and settlement, a gateway that timed out) by the gateway's record. Runs never
 * overlap; instances may all run it (orders are claimed with SKIP LOCKED), each at its own offset.
 */
export function createReconcileJob({
  service,
  intervalMs = 30_000,
  minAgeMs = 120_000,
  random = Math.random,
  onSettled,
  onError = (error) => console.error('Reconciliation job:', error),
}: ReconcileJobOptions): ReconcileJob {
  return createRepeatingJob({
    async run() {
      const settled = await service.reconcilePending({ minAgeMs });
      if (settled.length > 0) onSettled?.(settled);
    },
    intervalMs,
    firstDelayMs: intervalMs + Math.floor(random() * intervalMs),
    onError,
  });
}
