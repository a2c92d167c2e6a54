import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../app';
import type { DatabaseHandle } from '../db/database';
import { users } from '../db/schema';
import { testConfig } from '../testing/testApp';
import { createTestDatabase } from '../testing/testDatabase';
import { redactSecrets } from './logSerializers';

// What a stored password looks like: a failed query once logged one among its parameters.
const HASH = '$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHRzYWx0$aGFzaGhhc2hoYXNoaGFzaGhhc2g';
const SECRET = 'tb9l00-3jqKSk9RFH_VZPml0d1pSjfBdAhH1SOCmxaF5gZQdm8';

describe('the log', () => {
  let database: DatabaseHandle;
  let app: App;
  const lines: string[] = [];
  beforeAll(async () => {
    database = await createTestDatabase();
    app = buildApp({
      config: testConfig({ LOG_LEVEL: 'info' }),
      db: database.db,
      logStream: { write: (line) => lines.push(line) },
    });
    app.post('/api/test/insert-twice', async () => {
      const member = { email: 'twice@example.com', password: HASH, dateJoined: new Date() };
      await database.db.insert(users).values(member);
      await database.db.insert(users).values(member);
      return {};
    });
    app.get('/api/test/cast', async () => database.db.execute(sql`SELECT ${HASH}::integer`));
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  const logOf = async (url: string, method: 'GET' | 'POST' = 'GET') => {
    lines.length = 0;
    const response = await app.inject({ method, url });
    return { response, log: lines.join('') };
  };

  it.each([
    `/auth/reset-password/confirm/MQ/${SECRET}`,
    `/auth/activate/MQ/${SECRET}`,
    `/api/invites/12-${SECRET}/`,
    `/preview/12/${SECRET}`,
    `/moderation/${SECRET}`,
    `/api/gallery/item/preview/12?token=${SECRET}`,
    `/AUTH/Activate%2FMQ%2F${SECRET}`,
  ])('redacts the secret of %s', async (url) => {
    const { log } = await logOf(url);
    expect(log).toContain('incoming request');
    expect(log).toContain('[redacted]');
    expect(log).not.toContain(SECRET);
  });

  it('keeps the URLs that hold no secret, and the ids of those that do', async () => {
    expect((await logOf('/api/settings/')).log).toContain('"url":"/api/settings/"');
    expect((await logOf(`/preview/12/${SECRET}`)).log).toContain('"url":"/preview/12/[redacted]"');
  });

  it("logs a failed query's error without its bound values, with either driver", async () => {
    const { response, log } = await logOf('/api/test/insert-twice', 'POST');
    expect(response.statusCode).toBe(500);
    expect(log).toContain('Request failed');
    // The error is there, its values are not.
    expect(log).toContain('Failed query: insert into');
    expect(log).not.toContain(HASH);
    expect(log).not.toContain('twice@example.com');
  });

  it('hides a bound value that PostgreSQL quotes in its own message', async () => {
    const { response, log } = await logOf('/api/test/cast');
    expect(response.statusCode).toBe(500);
    expect(log).toContain('invalid input syntax');
    expect(log).not.toContain(HASH);
  });
});

describe('redactSecrets', () => {
  it('leaves other paths and numeric ids alone', () => {
    expect(redactSecrets('/api/gallery/collectables/coins/')).toBe('/api/gallery/collectables/coins/');
    expect(redactSecrets('/api/invites/12/')).toBe('/api/invites/12/');
    expect(redactSecrets('/previews/abc')).toBe('/previews/abc');
    expect(redactSecrets("'/auth/activate/MQ/abc-def' is not a valid url component")).toBe(
      "'/auth/activate/[redacted]/[redacted]' is not a valid url component",
    );
  });
});
