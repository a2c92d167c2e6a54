import { serverMessages } from '@trove/core/auth';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { outbox } from '../../db/schema';
import { DEMO } from '../../testing/accounts';
import { createTestClock } from '../../testing/testClock';
import { useTestApp } from '../../testing/useTestApp';

describe('mail requests to a typed address', () => {
  const clock = createTestClock();
  const testApp = useTestApp({ deps: { clock } });

  const ask = (url: string, email: string, ip: string) =>
    testApp.app.inject({ method: 'POST', url, payload: { email }, remoteAddress: ip });

  const resetMailsTo = async (email: string) =>
    (
      await testApp.database.db
        .select()
        .from(outbox)
        .where(and(eq(outbox.to, email), eq(outbox.kind, 'password_reset')))
    ).length;

  it('sends at most 3 reset mails an hour to one address, then answers 429 until the hour is up', async () => {
    const before = await resetMailsTo(DEMO.member);
    for (let request = 1; request <= 3; request += 1) {
      expect((await ask('/api/auth/password/reset/', DEMO.member, '10.2.0.1')).statusCode).toBe(204);
      clock.advance(60_000);
    }
    const refused = await ask('/api/auth/password/reset/', DEMO.member, '10.2.0.2');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe(String(60 * 60 - 3 * 60));
    expect(refused.json()).toEqual({ detail: serverMessages.throttled(60 * 60 - 3 * 60) });
    expect(await resetMailsTo(DEMO.member)).toBe(before + 3);

    clock.advance((60 * 60 - 3 * 60) * 1000);
    expect((await ask('/api/auth/password/reset/', DEMO.member, '10.2.0.1')).statusCode).toBe(204);
  });

  it('treats an unknown address the same, so a refusal tells nobody who is a member', async () => {
    const stranger = 'nobody-here@example.nz';
    for (let request = 1; request <= 3; request += 1) {
      expect((await ask('/api/auth/password/reset/', stranger, '10.3.0.1')).statusCode).toBe(204);
    }
    expect((await ask('/api/auth/password/reset/', stranger, '10.3.0.1')).statusCode).toBe(429);
  });

  it('limits one client to 20 requests an hour whatever the addresses', async () => {
    for (let request = 1; request <= 20; request += 1) {
      const response = await ask('/api/auth/activate/resend/', `visitor${request}@example.nz`, '10.4.0.1');
      expect(response.statusCode).toBe(204);
    }
    expect((await ask('/api/auth/activate/resend/', 'visitor21@example.nz', '10.4.0.1')).statusCode).toBe(
      429,
    );
    expect((await ask('/api/auth/activate/resend/', 'visitor21@example.nz', '10.4.0.2')).statusCode).toBe(
      204,
    );
  });

  it('counts resets and activation resends apart', async () => {
    const email = 'both@example.nz';
    for (let request = 1; request <= 3; request += 1)
      await ask('/api/auth/password/reset/', email, '10.5.0.1');
    expect((await ask('/api/auth/activate/resend/', email, '10.5.0.1')).statusCode).toBe(204);
  });
});
