/** Runs tasks with at most `limit` of them at once: see {@link createSemaphore}. */
export interface Semaphore {
  /** Runs `task` when a place is free (first come, first served) and answers its result. */
  run<T>(task: () => Promise<T>): Promise<T>;
  /** Tasks running now. */
  readonly active: number;
  /** Tasks waiting for a place. */
  readonly waiting: number;
}

/**
 * At most `limit` tasks run at once; the others wait in order. For work that takes a core or
 * much memory each (resizing an image), where running everything at once would starve requests.
 */
export function createSemaphore(limit: number): Semaphore {
  if (!Number.isInteger(limit) || limit < 1)
    throw new Error(`A semaphore needs a limit of 1 or more, not ${limit}`);
  let active = 0;
  const queue: (() => void)[] = [];

  const release = () => {
    const next = queue.shift();
    // The place passes straight to the next task, so a newcomer cannot take it in between.
    if (next) next();
    else active -= 1;
  };

  return {
    async run(task) {
      if (active < limit) active += 1;
      else await new Promise<void>((resolve) => queue.push(resolve));
      try {
        return await task();
      } finally {
        release();
      }
    },
    get active() {
      return active;
    },
    get waiting() {
      return queue.length;
    },
  };
}
