import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/database';
import { createTestDatabase } from '../../testing/testDatabase';
import { createBindings, createQueryShapes } from './queryShapes';

describe('query shapes', () => {
  let database: DatabaseHandle;

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database?.close());

  it('names the shape by the placeholders bound and the parts noted, in order', () => {
    const bindings = createBindings();
    bindings.bind('niche', 1);
    bindings.note('flags true false false');
    bindings.bind('q', 'gold');
    expect(bindings.shape()).toBe('niche,:flags true false false,q');
    expect(bindings.values).toEqual({ niche: 1, q: 'gold' });
    expect(() => bindings.bind('q', 'silver')).toThrow('Placeholder q bound twice');
  });

  it('prepares a shape once and runs it with each request’s values', async () => {
    const { db } = database;
    const shapes = createQueryShapes(db);
    let built = 0;
    const run = (value: number) => {
      const bindings = createBindings();
      const id = bindings.bind('id', value);
      return shapes
        .query(db, 'plus one', (tx) => {
          built++;
          return tx.select({ next: sql<number>`${id}::int + 1` }).from(sql`(VALUES (1)) AS one (x)`);
        })
        .execute(bindings.values);
    };
    const [[first], [second]] = await Promise.all([run(1), run(41)]);
    expect([first?.next, second?.next]).toEqual([2, 42]);
    expect(built).toBe(1);
  });

  it('builds a transaction’s queries on it, every time', async () => {
    const { db } = database;
    const shapes = createQueryShapes(db);
    let built = 0;
    const next = await db.transaction(async (tx) => {
      const results: number[] = [];
      for (const value of [1, 2]) {
        const bindings = createBindings();
        const id = bindings.bind('id', value);
        const [row] = await shapes
          .query(tx, 'plus one', (on) => {
            built++;
            return on.select({ next: sql<number>`${id}::int + 1` }).from(sql`(VALUES (1)) AS one (x)`);
          })
          .execute(bindings.values);
        results.push(row?.next ?? 0);
      }
      return results;
    });
    expect(next).toEqual([2, 3]);
    expect(built).toBe(2);
  });
});
