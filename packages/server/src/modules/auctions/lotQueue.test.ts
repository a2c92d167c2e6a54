import { describe, expect, it } from 'vitest';
import { createLotQueue, type Settled } from './lotQueue';

/** A settle function the test completes by hand, recording each batch. */
function manualSettle() {
  const batches: { lotId: number; inputs: string[]; finish(results?: Settled<string>[] | Error): void }[] =
    [];
  const settle = (lotId: number, inputs: string[]) =>
    new Promise<Settled<string>[]>((resolve, reject) => {
      batches.push({
        lotId,
        inputs,
        finish: (results) => {
          if (results instanceof Error) reject(results);
          else resolve(results ?? inputs.map((input) => ({ ok: true, value: `${input}!` })));
        },
      });
    });
  return { batches, settle };
}

/** Lets the queue take its next batch: it waits one event-loop turn before each. */
const flush = async () => {
  for (let turn = 0; turn < 3; turn++) await new Promise((resolve) => setImmediate(resolve));
};

describe('the lot queue', () => {
  it('settles the entries of one turn together, and groups those that arrive meanwhile into the next batch', async () => {
    const { batches, settle } = manualSettle();
    const queue = createLotQueue(settle, { maxBatch: 2 });
    const first = queue.submit(1, 'a');
    await flush();
    expect(batches.map((batch) => batch.inputs)).toEqual([['a']]);
    const waiting = ['b', 'c', 'd'].map((input) => queue.submit(1, input));
    await flush();
    expect(batches).toHaveLength(1);

    batches[0]?.finish();
    expect(await first).toBe('a!');
    await flush();
    expect(batches.map((batch) => batch.inputs)).toEqual([['a'], ['b', 'c']]);
    batches[1]?.finish();
    await flush();
    expect(batches.map((batch) => batch.inputs)).toEqual([['a'], ['b', 'c'], ['d']]);
    batches[2]?.finish();
    expect(await Promise.all(waiting)).toEqual(['b!', 'c!', 'd!']);
  });

  it('is idle once every entry submitted, and each that arrived meanwhile, is settled', async () => {
    const { batches, settle } = manualSettle();
    const queue = createLotQueue(settle);
    await queue.idle();
    const first = queue.submit(1, 'a');
    let idle = false;
    const waiting = queue.idle().then(() => {
      idle = true;
    });
    await flush();
    const second = queue.submit(1, 'b');
    batches[0]?.finish();
    await flush();
    expect(idle).toBe(false);
    batches[1]?.finish();
    await waiting;
    expect(await Promise.all([first, second])).toEqual(['a!', 'b!']);
  });

  it('keeps lots apart: one lot’s batch does not wait for another’s', async () => {
    const { batches, settle } = manualSettle();
    const queue = createLotQueue(settle);
    const one = queue.submit(1, 'a');
    const two = queue.submit(2, 'b');
    await flush();
    expect(batches.map((batch) => [batch.lotId, batch.inputs])).toEqual([
      [1, ['a']],
      [2, ['b']],
    ]);
    batches[1]?.finish();
    expect(await two).toBe('b!');
    batches[0]?.finish();
    expect(await one).toBe('a!');
  });

  it('answers each entry with its own result, and a failed batch with its error, then goes on', async () => {
    const { batches, settle } = manualSettle();
    const queue = createLotQueue(settle);
    const held = queue.submit(1, 'a');
    await flush();
    const good = queue.submit(1, 'b');
    const bad = queue.submit(1, 'c');
    await flush();
    expect(batches.map((batch) => batch.inputs)).toEqual([['a']]);
    batches[0]?.finish(new Error('database down'));
    await expect(held).rejects.toThrow('database down');
    await flush();
    const refusal = new Error('too low');
    batches[1]?.finish([
      { ok: true, value: 'b?' },
      { ok: false, error: refusal },
    ]);
    expect(await good).toBe('b?');
    await expect(bad).rejects.toBe(refusal);
    const after = queue.submit(1, 'd');
    await flush();
    batches[2]?.finish();
    expect(await after).toBe('d!');
  });

  it('puts the entries submitted in one turn into one batch', async () => {
    const { batches, settle } = manualSettle();
    const queue = createLotQueue(settle);
    const all = ['a', 'b', 'c'].map((input) => queue.submit(1, input));
    await flush();
    expect(batches.map((batch) => batch.inputs)).toEqual([['a', 'b', 'c']]);
    batches[0]?.finish();
    expect(await Promise.all(all)).toEqual(['a!', 'b!', 'c!']);
  });
});
