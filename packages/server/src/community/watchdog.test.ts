import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { outbox } from '../db/schema';
import { DEMO, injectAs } from '../testing/accounts';
import { useTestApp } from '../testing/useTestApp';
import { WATCHDOG_REASONS } from './seed';
import { aListing } from './testing';

describe('watchdog reports', () => {
  const t = useTestApp({ catalogue: { size: 40 }, signIn: ['member', 'admin'], timeoutMs: 120_000 });

  it('lists the reasons in their sections’ order', async () => {
    const answer = await injectAs(t.app, 'GET', '/api/watchdog/reasons/');
    expect(answer.statusCode).toBe(200);
    expect(
      answer.json().map(({ section, text }: { section: string; text: string }) => ({ section, text })),
    ).toEqual(WATCHDOG_REASONS);
    expect(answer.json()[0]).toEqual({
      id: expect.any(Number),
      text: expect.any(String),
      section: 'Listing',
      selected: false,
    });
  });

  it('files a member’s report, mails the moderators, and lists it to admins only', async () => {
    const item = await aListing(t.database.db, 'ITEM', 1);
    const [first, second] = (await injectAs(t.app, 'GET', '/api/watchdog/reasons/')).json();
    const filed = await injectAs(t.app, 'POST', '/api/watchdog/report/', t.token('member'), {
      text: 'The photos are of another coin',
      reasons: [first.id, second.id],
      item: item.id,
    });
    expect(filed.statusCode).toBe(201);
    expect(filed.json()).toMatchObject({
      text: 'The photos are of another coin',
      reasons: [{ id: first.id }, { id: second.id }],
      item: { id: item.id, item_type: 'ITEM', name: item.name },
      user: { email: DEMO.member },
    });
    const mails = await t.database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.to, DEMO.admin), eq(outbox.kind, 'watchdog_report')));
    expect(mails.at(-1)?.text).toContain('The photos are of another coin');

    const listed = await injectAs(t.app, 'GET', '/api/watchdog/reports/', t.token('admin'));
    expect(listed.json()[0]).toMatchObject({ id: filed.json().id });
    expect((await injectAs(t.app, 'GET', '/api/watchdog/reports/', t.token('member'))).statusCode).toBe(403);
    expect((await injectAs(t.app, 'GET', '/api/watchdog/reports/')).statusCode).toBe(401);
  });

  it('needs exactly one listing of the type named, known reasons and a signed-in member', async () => {
    const item = await aListing(t.database.db, 'ITEM', 2);
    const event = await aListing(t.database.db, 'EVENT');
    const report = (payload: object, token: string | undefined = t.token('member')) =>
      injectAs(t.app, 'POST', '/api/watchdog/report/', token, payload);
    expect((await report({ text: 'x' })).json()).toEqual({
      non_field_errors: ['Name one of item, event or organisation.'],
    });
    expect((await report({ item: item.id, event: event.id })).statusCode).toBe(400);
    expect((await report({ event: item.id })).json()).toEqual({
      event: [`Invalid pk "${item.id}" - object does not exist.`],
    });
    expect((await report({ event: event.id })).statusCode).toBe(201);
    expect((await report({ item: item.id, reasons: [999_999] })).json()).toEqual({
      reasons: ['Invalid pk "999999" - object does not exist.'],
    });
    const anonymous = await injectAs(t.app, 'POST', '/api/watchdog/report/', undefined, { item: item.id });
    expect(anonymous.statusCode).toBe(401);
  });
});
