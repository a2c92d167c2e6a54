import { afterEach, describe, expect, it, vi } from 'vitest';
import { createReconcileJob } from './reconcileJob';

describe('the reconciliation job', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('settles orders Pending for 2 minutes, every interval once started, from a random offset, and stops', async () => {
    vi.useFakeTimers();
    const reconcilePending = vi.fn(async (_options?: { minAgeMs?: number }) => [
      { number: '100001', paid: true },
    ]);
    const settled: unknown[] = [];
    const job = createReconcileJob({
      service: { reconcilePending },
      intervalMs: 1000,
      random: () => 0.5,
      onSettled: (orders) => settled.push(...orders),
    });
    await vi.advanceTimersByTimeAsync(5000);
    expect(reconcilePending).not.toHaveBeenCalled();
    job.start();
    job.start();
    await vi.advanceTimersByTimeAsync(1499);
    expect(reconcilePending).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(reconcilePending).toHaveBeenCalledTimes(1);
    expect(reconcilePending).toHaveBeenCalledWith({ minAgeMs: 120_000 });
    await vi.advanceTimersByTimeAsync(1000);
    expect(reconcilePending).toHaveBeenCalledTimes(2);
    expect(settled).toEqual([
      { number: '100001', paid: true },
      { number: '100001', paid: true },
    ]);
    await job.stop();
    await vi.advanceTimersByTimeAsync(5000);
    expect(reconcilePending).toHaveBeenCalledTimes(2);
  });

  it('reports a failed run and keeps running; runs never overlap', async () => {
    vi.useFakeTimers();
    let release: (() => void) | undefined;
    let calls = 0;
    const errors: unknown[] = [];
    const job = createReconcileJob({
      service: {
        async reconcilePending() {
          calls += 1;
          if (calls === 1) throw new Error('gateway down');
          await new Promise<void>((resolve) => {
            release = resolve;
          });
          return [];
        },
      },
      intervalMs: 1000,
      random: () => 0,
      onError: (error) => errors.push(error),
    });
    job.start();
    await vi.advanceTimersByTimeAsync(1000);
    expect(errors).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1000);
    expect(calls).toBe(2);
    // The second run is held: no third starts meanwhile.
    await vi.advanceTimersByTimeAsync(5000);
    expect(calls).toBe(2);
    const stopped = job.stop();
    release?.();
    await stopped;
    await vi.advanceTimersByTimeAsync(5000);
    expect(calls).toBe(2);
  });
});
