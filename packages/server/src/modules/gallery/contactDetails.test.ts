import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { items } from '../../db/schema';
import { DEMO, signIn, withToken } from '../../testing/accounts';
import { createTestApp, type TestApp } from '../../testing/testApp';
import { previewToken } from './preview';

const SECRET = 'contact-details-test-secret';

type Listing = { id: number; contactName: string | null; contactDetails: string | null };

describe('contact details of a listing', () => {
  let test: TestApp;
  let event: Listing;
  let organisation: Listing;
  /** Signed-in members' tokens, by who they are. */
  const tokens: Record<'member' | 'dealer' | 'admin', string> = { member: '', dealer: '', admin: '' };

  /** A published listing of the type that may be opened, with the contact the demo gave it. */
  async function openable(itemType: 'EVENT' | 'ORGANISATION'): Promise<Listing> {
    const { db } = test.database;
    const [row] = await db
      .select({ id: items.id, contactName: items.contactName, contactDetails: items.contactDetails })
      .from(items)
      .where(and(eq(items.itemType, itemType), sql`${items.published}`, isNotNull(items.contactName)))
      .orderBy(items.id)
      .limit(1);
    if (!row) throw new Error(`The demo catalogue has no ${itemType} with a contact`);
    await db.update(items).set({ canOpen: true, restricted: false }).where(eq(items.id, row.id));
    return row;
  }

  beforeAll(async () => {
    test = await createTestApp({ SECRET_KEY: SECRET }, {}, { size: 60 });
    await test.app.ready();
    event = await openable('EVENT');
    organisation = await openable('ORGANISATION');
    tokens.member = await signIn(test.app, DEMO.member);
    tokens.dealer = await signIn(test.app, DEMO.dealer);
    tokens.admin = await signIn(test.app, DEMO.admin);
  });
  afterAll(() => test?.close());

  const get = async (url: string, token?: string) => {
    const response = await test.app.inject({
      method: 'GET',
      url,
      headers: token === undefined ? {} : withToken(token),
    });
    expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
    return response.json() as {
      absolute_url: string;
      contact_name: string | null;
      contact_details: string | null;
      addresses: unknown[];
    };
  };

  /** The listing's detail from each route that answers one: by path, by type and id, and its preview. */
  async function details(id: number, itemType: 'event' | 'organisation', token?: string) {
    const byType = await get(`/api/gallery/item/${itemType}/${id}`, token);
    const byPath = await get(`/api/gallery/${byType.absolute_url.replace(/^\/collectables\//, '')}`, token);
    const preview = await get(`/api/gallery/item/preview/${id}?token=${previewToken(SECRET, id)}`, token);
    return [byType, byPath, preview].map(({ contact_name, contact_details, addresses }) => ({
      contact_name,
      contact_details,
      hasAddress: addresses.length > 0,
    }));
  }

  it('gives the demo events and organisations a contact person and details', () => {
    for (const listing of [event, organisation]) {
      expect(listing.contactName).toMatch(/^\S+ \S+$/);
      expect(listing.contactDetails).toMatch(/^Phone 0\d 555 \d{4}\n/);
      expect(listing.contactDetails).toMatch(/\n[a-z.]+@example\.com$/);
    }
    expect(organisation.contactDetails).toContain('\nMobile 021 555 ');
  });

  it("answers an event's contact to anyone, signed in or not", async () => {
    const expected = {
      contact_name: event.contactName,
      contact_details: event.contactDetails,
      hasAddress: true,
    };
    for (const token of [undefined, tokens.member, tokens.dealer]) {
      expect(await details(event.id, 'event', token)).toEqual([expected, expected, expected]);
    }
  });

  it("keeps an organisation's contact and address from visitors and members without view_organisation_contact_details", async () => {
    const hidden = { contact_name: null, contact_details: null, hasAddress: false };
    expect(await details(organisation.id, 'organisation')).toEqual([hidden, hidden, hidden]);
    expect(await details(organisation.id, 'organisation', tokens.member)).toEqual([hidden, hidden, hidden]);
  });

  it("answers an organisation's contact to members with view_organisation_contact_details", async () => {
    const shown = {
      contact_name: organisation.contactName,
      contact_details: organisation.contactDetails,
      hasAddress: true,
    };
    // The dealer's group has the permission; admins hold every permission.
    for (const token of [tokens.dealer, tokens.admin]) {
      expect(await details(organisation.id, 'organisation', token)).toEqual([shown, shown, shown]);
    }
  });
});
