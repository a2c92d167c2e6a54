import { serverMessages } from '@trove/core/auth';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TestApp } from '../../testing/testApp';

// The real check, counted: the limits are about how many passwords an attacker gets to try.
vi.mock('../../auth/passwords', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../auth/passwords')>();
  return { ...actual, verifyPassword: vi.fn(actual.verifyPassword) };
});

// The project shares its module cache between files (isolate: false): the app's modules, imported
// by an earlier file, would call the real check uncounted. Imported anew here, they take the mock.
vi.resetModules();
const { verifyPassword } = await import('../../auth/passwords');
const { DEMO, DEMO_PASSWORD, signIn, withToken } = await import('../../testing/accounts');
const { createTestApp } = await import('../../testing/testApp');
const { createTestClock } = await import('../../testing/testClock');
const { useTestApp } = await import('../../testing/useTestApp');

const checks = () => vi.mocked(verifyPassword).mock.calls.length;

describe('throttling under parallel attempts', () => {
  const clock = createTestClock();
  const testApp = useTestApp({ deps: { clock } });
  beforeEach(() => {
    vi.mocked(verifyPassword).mockClear();
  });

  const login = (email: string, password: string, remoteAddress: string) =>
    testApp.app.inject({
      method: 'POST',
      url: '/api/auth/login/',
      payload: { email, password },
      remoteAddress,
    });

  it('checks at most 10 of 40 wrong passwords sent 16 at a time, and lets the member in from elsewhere', async () => {
    const statuses: number[] = [];
    for (const batch of [16, 16, 8]) {
      const answers = await Promise.all(
        Array.from({ length: batch }, () => login(DEMO.member, 'Wrong-passw0rd', '203.0.113.7')),
      );
      statuses.push(...answers.map((answer) => answer.statusCode));
    }
    expect(checks()).toBeLessThanOrEqual(10);
    expect(statuses.filter((status) => status === 400)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(30);

    const member = await login(DEMO.member, DEMO_PASSWORD, '198.51.100.20');
    expect(member.statusCode, member.body).toBe(200);
    expect(checks()).toBe(11);
  });

  it('checks at most 10 wrong current passwords of a member sent 16 at a time, from any of their sessions', async () => {
    const tokens = [await signIn(testApp.app, DEMO.collector), await signIn(testApp.app, DEMO.collector)];
    vi.mocked(verifyPassword).mockClear();
    const change = (token: string, current: string) =>
      testApp.app.inject({
        method: 'POST',
        url: '/api/auth/password/',
        headers: withToken(token),
        payload: { current_password: current, new_password: 'N3w-password', re_new_password: 'N3w-password' },
      });
    const answers = await Promise.all(
      Array.from({ length: 16 }, (_, n) => change(tokens[n % 2] ?? '', 'Wrong-passw0rd')),
    );
    expect(checks()).toBeLessThanOrEqual(10);
    expect(answers.filter((answer) => answer.statusCode === 400)).toHaveLength(10);
    const refused = answers.find((answer) => answer.statusCode === 429);
    expect(refused?.json()).toEqual({ detail: serverMessages.throttled(15 * 60) });

    // The right password too waits for the window, from either session.
    expect((await change(tokens[0] ?? '', DEMO_PASSWORD)).statusCode).toBe(429);
    clock.advance(15 * 60 * 1000);
    const changed = await change(tokens[1] ?? '', DEMO_PASSWORD);
    expect(changed.statusCode, changed.body).toBe(200);
  });

  it('counts only failures of a password change: a right one forgets them', async () => {
    let token = await signIn(testApp.app, DEMO.dealer);
    const change = (current: string, next: string) =>
      testApp.app.inject({
        method: 'POST',
        url: '/api/auth/password/',
        headers: withToken(token),
        payload: { current_password: current, new_password: next, re_new_password: next },
      });
    for (let attempt = 1; attempt <= 9; attempt += 1)
      expect((await change('Wrong-passw0rd', 'N3w-password')).statusCode).toBe(400);
    const changed = await change(DEMO_PASSWORD, 'N3w-password');
    expect(changed.statusCode).toBe(200);
    token = changed.json().auth_token;
    for (let attempt = 1; attempt <= 10; attempt += 1)
      expect((await change('Wrong-passw0rd', 'N3w-password2')).statusCode).toBe(400);
    expect((await change('N3w-password', 'N3w-password2')).statusCode).toBe(429);
  });
});

describe('client addresses behind a proxy', () => {
  let testApp: TestApp;
  let direct: TestApp;
  beforeAll(async () => {
    [testApp, direct] = await Promise.all([createTestApp({ TRUST_PROXY: '127.0.0.1' }), createTestApp()]);
    await Promise.all([testApp.app.ready(), direct.app.ready()]);
  });
  afterAll(async () => {
    await testApp?.close();
    await direct?.close();
  });

  const login = (app: TestApp, password: string, remoteAddress: string, forwardedFor: string) =>
    app.app.inject({
      method: 'POST',
      url: '/api/auth/login/',
      payload: { email: DEMO.member, password },
      remoteAddress,
      headers: { 'x-forwarded-for': forwardedFor },
    });

  it("counts the client named by a trusted proxy, so one client's failures lock out no other", async () => {
    for (let attempt = 1; attempt <= 10; attempt += 1)
      expect((await login(testApp, 'Wrong-passw0rd', '127.0.0.1', '203.0.113.9')).statusCode).toBe(400);
    expect((await login(testApp, DEMO_PASSWORD, '127.0.0.1', '203.0.113.9')).statusCode).toBe(429);
    expect((await login(testApp, DEMO_PASSWORD, '127.0.0.1', '198.51.100.3')).statusCode).toBe(200);
  });

  it('ignores X-Forwarded-For from a client that is not a trusted proxy', async () => {
    for (let attempt = 1; attempt <= 10; attempt += 1)
      await login(direct, 'Wrong-passw0rd', '203.0.113.9', `192.0.2.${attempt}`);
    expect((await login(direct, DEMO_PASSWORD, '203.0.113.9', '192.0.2.99')).statusCode).toBe(429);
  });
});
