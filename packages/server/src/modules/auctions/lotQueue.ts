/** What settling one entry of a batch gave: its value, or the error to answer it with. */
export type Settled<Output> = { ok: true; value: Output } | { ok: false; error: unknown };

interface Entry<Input, Output> {
  input: Input;
  resolve(value: Output): void;
  reject(error: unknown): void;
}

/**
 * Serialises the work on each lot in this process and groups it: while a batch of a lot is being
 * settled, the entries that arrive wait and then go together, up to `maxBatch`, into the next. A
 * lot thus takes one transaction (one lock, one commit) per batch instead of one per bid, which is
 * what lets one hot lot take thousands of bids a second; a lone bid goes at once, alone.
 */
export function createLotQueue<Input, Output>(
  settle: (lotId: number, inputs: Input[]) => Promise<Settled<Output>[]>,
  { maxBatch = 100 }: { maxBatch?: number } = {},
) {
  const queues = new Map<number, Entry<Input, Output>[]>();
  /** The lots being settled, each until its queue is empty. */
  const draining = new Set<Promise<void>>();

  async function drain(lotId: number, queue: Entry<Input, Output>[]): Promise<void> {
    while (queue.length > 0) {
      // One event-loop turn first, so that bids already on their way (requests being read) join
      // this batch: PGlite answers without yielding, and would otherwise settle one bid at a time.
      await new Promise((resolve) => setImmediate(resolve));
      const batch = queue.splice(0, maxBatch);
      try {
        const results = await settle(
          lotId,
          batch.map((entry) => entry.input),
        );
        for (const [index, entry] of batch.entries()) {
          const result = results[index];
          if (result === undefined) entry.reject(new Error('The batch gave no result for a bid'));
          else if (result.ok) entry.resolve(result.value);
          else entry.reject(result.error);
        }
      } catch (error) {
        for (const entry of batch) entry.reject(error);
      }
    }
    queues.delete(lotId);
  }

  return {
    /** Settles `input` in the next batch of its lot. */
    submit(lotId: number, input: Input): Promise<Output> {
      return new Promise<Output>((resolve, reject) => {
        const queue = queues.get(lotId);
        if (queue) {
          queue.push({ input, resolve, reject });
          return;
        }
        const fresh = [{ input, resolve, reject }];
        queues.set(lotId, fresh);
        const settling = drain(lotId, fresh).finally(() => draining.delete(settling));
        draining.add(settling);
      });
    },

    /** Resolves once every bid submitted so far is settled (a server closing waits for it). */
    async idle(): Promise<void> {
      while (draining.size > 0) await Promise.all([...draining]);
    },
  };
}
