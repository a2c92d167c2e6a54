import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAuctionJobs } from './jobs';

describe('the auction job runner', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  function fakeService() {
    const calls: string[] = [];
    let release: (() => void) | undefined;
    return {
      calls,
      /** Holds the next closing run until `finish`. */
      hold() {
        return new Promise<void>((resolve) => {
          release = resolve;
        });
      },
      finish: () => release?.(),
      service: {
        closeDueLots: vi.fn(async () => {
          calls.push('close');
          return [];
        }),
        notifyClosingSoon: vi.fn(async () => {
          calls.push('soon');
          return [];
        }),
        pruneBidRequests: vi.fn(async () => {
          calls.push('prune');
        }),
      },
    };
  }

  it('closes lots, then announces closing ones, every interval once started, and prunes now and then', async () => {
    vi.useFakeTimers();
    const { service, calls } = fakeService();
    const jobs = createAuctionJobs({ service, intervalMs: 1000, pruneEvery: 2, random: () => 0 });
    await vi.advanceTimersByTimeAsync(5000);
    expect(calls).toEqual([]);
    jobs.start();
    await vi.advanceTimersByTimeAsync(999);
    expect(calls).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toEqual(['close', 'soon']);
    await vi.advanceTimersByTimeAsync(1000);
    expect(calls).toEqual(['close', 'soon', 'close', 'soon', 'prune']);
    await jobs.stop();
    await vi.advanceTimersByTimeAsync(5000);
    expect(calls).toHaveLength(5);
  });

  it('starts each instance at its own random offset within a second interval', async () => {
    vi.useFakeTimers();
    const early = fakeService();
    const late = fakeService();
    const jobs = [
      createAuctionJobs({ service: early.service, intervalMs: 1000, random: () => 0.25 }),
      createAuctionJobs({ service: late.service, intervalMs: 1000, random: () => 0.75 }),
    ];
    for (const job of jobs) job.start();
    await vi.advanceTimersByTimeAsync(1249);
    expect([early.calls, late.calls]).toEqual([[], []]);
    await vi.advanceTimersByTimeAsync(1);
    expect([early.calls, late.calls]).toEqual([['close', 'soon'], []]);
    await vi.advanceTimersByTimeAsync(500);
    expect([early.calls, late.calls]).toEqual([
      ['close', 'soon'],
      ['close', 'soon'],
    ]);
    // Then every interval, each keeping its offset.
    await vi.advanceTimersByTimeAsync(500);
    expect([early.calls.length, late.calls.length]).toEqual([4, 2]);
    await vi.advanceTimersByTimeAsync(500);
    expect([early.calls.length, late.calls.length]).toEqual([4, 4]);
    for (const job of jobs) await job.stop();
  });

  it('never overlaps runs, reports failures and keeps going, and stops after the run in progress', async () => {
    vi.useFakeTimers();
    const fake = fakeService();
    const errors: unknown[] = [];
    let holding: Promise<void> | undefined;
    fake.service.closeDueLots.mockImplementationOnce(async () => {
      holding = fake.hold();
      await holding;
      throw new Error('database down');
    });
    const jobs = createAuctionJobs({
      service: fake.service,
      intervalMs: 1000,
      random: () => 0,
      onError: (error) => errors.push(error),
    });
    jobs.start();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(fake.service.closeDueLots).toHaveBeenCalledTimes(1);
    fake.finish();
    await vi.advanceTimersByTimeAsync(0);
    expect(errors).toEqual([new Error('database down')]);
    await vi.advanceTimersByTimeAsync(1000);
    expect(fake.service.closeDueLots).toHaveBeenCalledTimes(2);
    expect(fake.service.notifyClosingSoon).toHaveBeenCalledTimes(1);
    await jobs.stop();
  });
});
