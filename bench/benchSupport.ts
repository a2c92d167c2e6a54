// What the HTTP benchmarks share: their configuration, their database on a PostgreSQL server, and
// the CPU time of that server's backends.

import { readFile } from 'node:fs/promises';
import type { DatabaseHandle } from '@trove/server';
import { sql } from 'drizzle-orm';
import pg from 'pg';

/** The server's environment in a benchmark: quiet, in memory, DATABASE_URL as given (or PGlite). */
export function benchEnv(): Record<string, string | undefined> {
  return { ...process.env, NODE_ENV: 'development', LOG_LEVEL: 'silent', DATA_DIR: 'memory' };
}

/**
 * The URL of the database `name` on the server at `serverUrl`: made afresh (`fresh`), or made once
 * and reused (a large seeded catalogue).
 */
export async function benchDatabaseUrl(serverUrl: string, name: string, { fresh }: { fresh: boolean }) {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  if (fresh) await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
  if (exists.rowCount === 0) await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** CPU clock ticks of the backends serving the database, by pid (undefined on PGlite, or where /proc is unreadable). */
export async function backendTicks(database: DatabaseHandle): Promise<Map<number, number> | undefined> {
  // PGlite runs in this process: its time is in the process's own.
  if (database.kind !== 'postgres') return undefined;
  const pids = (
    await database.db.execute<{ pid: number }>(
      sql`SELECT pid FROM pg_stat_activity WHERE datname = current_database()`,
    )
  ).rows.map((row) => row.pid);
  const ticks = new Map<number, number>();
  for (const pid of pids) {
    try {
      const fields = (await readFile(`/proc/${pid}/stat`, 'utf8')).split(') ')[1]?.split(' ') ?? [];
      ticks.set(pid, Number(fields[11]) + Number(fields[12]));
    } catch {
      return undefined;
    }
  }
  return ticks;
}

/** Milliseconds of CPU the backends spent between two readings (100 ticks a second; one that ended is lost). */
export function backendMs(before: Map<number, number> | undefined, after: Map<number, number> | undefined) {
  if (!before || !after) return undefined;
  let ticks = 0;
  for (const [pid, now] of after) ticks += now - (before.get(pid) ?? 0);
  return (ticks * 1000) / 100;
}
