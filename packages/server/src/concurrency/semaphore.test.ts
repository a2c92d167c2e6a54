import { describe, expect, it } from 'vitest';
import { createSemaphore } from './semaphore';

/** A task that runs until its `finish` is called, recording when it started. */
function gatedTask(started: number[], id: number) {
  let finish!: (value: number) => void;
  let fail!: (error: Error) => void;
  const done = new Promise<number>((resolve, reject) => {
    finish = resolve;
    fail = reject;
  });
  return {
    task: () => {
      started.push(id);
      return done;
    },
    finish: () => finish(id),
    fail: () => fail(new Error(`task ${id} failed`)),
  };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('createSemaphore', () => {
  it('runs at most `limit` tasks at once; the others wait and start in order', async () => {
    const semaphore = createSemaphore(2);
    const started: number[] = [];
    const tasks = [1, 2, 3, 4, 5].map((id) => gatedTask(started, id));
    const results = tasks.map(({ task }) => semaphore.run(task));
    await settle();
    expect(started).toEqual([1, 2]);
    expect([semaphore.active, semaphore.waiting]).toEqual([2, 3]);

    tasks[1]?.finish();
    await settle();
    expect(started).toEqual([1, 2, 3]);
    expect([semaphore.active, semaphore.waiting]).toEqual([2, 2]);

    // A failing task frees its place too, and its caller gets the error.
    tasks[0]?.fail();
    await expect(results[0]).rejects.toThrow('task 1 failed');
    await settle();
    expect(started).toEqual([1, 2, 3, 4]);

    for (const gate of tasks.slice(2)) gate.finish();
    expect(await Promise.all(results.slice(1))).toEqual([2, 3, 4, 5]);
    expect(started).toEqual([1, 2, 3, 4, 5]);
    expect([semaphore.active, semaphore.waiting]).toEqual([0, 0]);
  });

  it('refuses a limit under 1', () => {
    expect(() => createSemaphore(0)).toThrow('A semaphore needs a limit of 1 or more, not 0');
  });
});
