import { afterEach, describe, expect, it, vi } from 'vitest';
import { createRepeatingJob } from './repeatingJob';

describe('a repeating job', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('waits its first delay, then runs every interval after the previous run ends, and stops', async () => {
    vi.useFakeTimers();
    const run = vi.fn(async () => {});
    const job = createRepeatingJob({ run, intervalMs: 1000, firstDelayMs: 300, onError: () => {} });
    await vi.advanceTimersByTimeAsync(5000);
    expect(run).not.toHaveBeenCalled();
    job.start();
    job.start();
    await vi.advanceTimersByTimeAsync(299);
    expect(run).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(run).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1000);
    expect(run).toHaveBeenCalledTimes(2);
    await job.stop();
    await vi.advanceTimersByTimeAsync(5000);
    expect(run).toHaveBeenCalledTimes(2);
  });

  it('reports a failed run and goes on; runs never overlap; stop waits for the run in progress', async () => {
    vi.useFakeTimers();
    let release: (() => void) | undefined;
    let calls = 0;
    let finished = 0;
    const errors: unknown[] = [];
    const job = createRepeatingJob({
      async run() {
        calls += 1;
        if (calls === 1) throw new Error('down');
        await new Promise<void>((resolve) => {
          release = resolve;
        });
        finished += 1;
      },
      intervalMs: 1000,
      firstDelayMs: 0,
      onError: (error) => errors.push(error),
    });
    job.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(errors).toEqual([new Error('down')]);
    await vi.advanceTimersByTimeAsync(1000);
    expect(calls).toBe(2);
    // the second run hangs: no third starts meanwhile
    await vi.advanceTimersByTimeAsync(10_000);
    expect(calls).toBe(2);
    const stopped = job.stop();
    release?.();
    await stopped;
    expect(finished).toBe(1);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(calls).toBe(2);
  });
});
