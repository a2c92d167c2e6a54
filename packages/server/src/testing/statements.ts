import type { DatabaseHandle } from '../db/database';

/**
 * Records the text of every statement sent to `database` while `run` runs (what a test may say of
 * how many round trips a request costs and what each reads), then stops recording.
 */
export async function statementsOf(database: DatabaseHandle, run: () => Promise<unknown>): Promise<string[]> {
  const target: { query: (...args: never[]) => unknown } =
    database.kind === 'postgres' ? database.pool : database.client;
  const original = target.query;
  const own = Object.hasOwn(target, 'query');
  const statements: string[] = [];
  target.query = ((query: string | { text: string }, ...rest: unknown[]) => {
    statements.push(typeof query === 'string' ? query : query.text);
    return (original as (...args: unknown[]) => unknown).call(target, query, ...rest);
  }) as never;
  try {
    await run();
  } finally {
    if (own) target.query = original;
    else delete (target as { query?: unknown }).query;
  }
  return statements;
}
