import { authMessages, userSchema } from '@trove/core/auth';
import { SAVED_SEARCHES_MAX, savedSearchMessages } from '@trove/core/gallery';
import { DATABASE_INT_MAX } from '@trove/core/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { DEMO, personalRegistration, signIn, withToken } from '../testing/accounts';
import { createTestApp, type TestApp } from '../testing/testApp';
import {
  LONE_SURROGATE_MESSAGE,
  loneSurrogatePaths,
  NULL_CHARACTERS_MESSAGE,
  nullCharacterPaths,
} from './nullCharacters';

// Each class of malformed input once answered 500 (`{"detail":"A server error occurred."}`): every
// one must be a 400 in DRF's shape, naming the field.

const NUL = '\u0000';
const nul = { [NUL]: true };

describe('bad input', () => {
  let testApp: TestApp;
  let memberToken: string;
  let dealerToken: string;
  let dealerOrganisation: number;

  beforeAll(async () => {
    testApp = await createTestApp();
    await testApp.app.ready();
    memberToken = await signIn(testApp.app, DEMO.member);
    dealerToken = await signIn(testApp.app, DEMO.dealer);
    const dealer = await testApp.app.inject({
      method: 'GET',
      url: '/api/auth/user/',
      headers: withToken(dealerToken),
    });
    dealerOrganisation = z.parse(userSchema, dealer.json()).organisations[0]?.id ?? 0;
  });

  afterAll(() => testApp?.close());

  const send = (method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, payload?: unknown, token?: string) =>
    testApp.app.inject({
      method,
      url,
      ...(token === undefined ? {} : { headers: withToken(token) }),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  /** The refusal's body, after checking it is a 400. */
  async function refused(answer: ReturnType<typeof send>) {
    const response = await answer;
    expect(response.statusCode, response.body).toBe(400);
    return response.json();
  }

  describe('NUL characters', () => {
    const nulError = (...fields: string[]) =>
      Object.fromEntries(fields.map((field) => [field, [NULL_CHARACTERS_MESSAGE]]));

    it('finds them in strings and keys at any depth, without recursion', () => {
      expect(nullCharacterPaths({ a: 'ok', b: [`x${NUL}`], c: { d: { e: NUL } }, f: nul })).toEqual(
        expect.arrayContaining(['b.0', 'c.d.e', 'f']),
      );
      let deep: unknown = `x${NUL}`;
      for (let depth = 0; depth < 100_000; depth++) deep = [deep];
      expect(nullCharacterPaths({ deep })).toEqual([`deep${'.0'.repeat(100_000)}`]);
      expect(nullCharacterPaths(NUL)).toEqual(['']);
      // Query strings parse into objects without a prototype.
      expect(nullCharacterPaths(Object.assign(Object.create(null), { q: NUL }))).toEqual(['q']);
      expect(nullCharacterPaths(Buffer.from([0, 0, 0]))).toEqual([]);
    });

    it.each(['display_name', 'first_name', 'last_name'])(
      'refuses them in registration’s %s',
      async (field) => {
        const body = personalRegistration(`nul-${field}@example.com`, { [field]: `Ann${NUL}` });
        expect(await refused(send('POST', '/api/auth/register/', body))).toEqual(nulError(field));
      },
    );

    const profileTexts = [
      'display_name',
      'first_name',
      'last_name',
      'phone',
      'collects',
      'postal_address_line1',
      'postal_address_line2',
      'postal_address_city',
      'postal_address_country',
      'physical_address_line1',
      'physical_address_line2',
      'physical_address_city',
      'physical_address_country',
    ];
    it.each(['PATCH', 'PUT'] as const)(
      'refuses them in every text field of %s /api/auth/user/',
      async (method) => {
        for (const field of profileTexts) {
          expect(
            await refused(send(method, '/api/auth/user/', { [field]: `a${NUL}b` }, memberToken)),
          ).toEqual(nulError(field));
        }
        expect(
          await refused(
            send(method, '/api/auth/user/', { categories: ['Coins', `St${NUL}amps`] }, memberToken),
          ),
        ).toEqual(nulError('categories.1'));
      },
    );

    it('refuses them in an invite’s message', async () => {
      const body = { email: 'nul.invite@example.com', message: `Hello${NUL}` };
      expect(await refused(send('POST', `/api/invites/${dealerOrganisation}/`, body, dealerToken))).toEqual(
        nulError('message'),
      );
    });

    it('refuses them in a saved search’s name and params, keys included', async () => {
      const search = (name: string, params: object) => ({ name, params, schedule: null });
      expect(await refused(send('POST', '/api/searches/', search(`a${NUL}`, {}), memberToken))).toEqual(
        nulError('name'),
      );
      expect(
        await refused(
          send('POST', '/api/searches/', search('a', { q: `x${NUL}`, category: [NUL] }), memberToken),
        ),
      ).toEqual(nulError('params.q', 'params.category.0'));
    });

    it.each([
      ['/api/categories/', 'q'],
      ['/api/country/search/all/', 'q'],
      ['/api/country/search/presentday/', 'q'],
      ['/api/gallery/collectables/', 'q'],
      ['/api/gallery/collectables/', 'country'],
      ['/api/gallery/collectables/', 'country_code'],
      ['/api/gallery/collectables/', 'city'],
      ['/api/gallery/collectables/', 'display_type'],
      ['/api/searches/', 'name'],
    ])('refuses them in the query string of %s (%s)', async (path, field) => {
      const url = `${path}?${field}=${encodeURIComponent(`x${NUL}`)}`;
      expect(await refused(send('GET', url, undefined, memberToken))).toEqual(nulError(field));
    });

    it('still asks an anonymous caller to sign in first', async () => {
      const response = await send('POST', '/api/searches/', { name: NUL, params: {}, schedule: null });
      expect(response.statusCode).toBe(401);
    });
  });

  // Half a surrogate pair (`"\ud800"` in JSON) is valid JSON that PostgreSQL's text and jsonb refuse.
  describe('lone surrogates', () => {
    it('finds them, and only them: a whole pair (an emoji) is text', () => {
      expect(loneSurrogatePaths({ a: '\ud800', b: ['x\udc00'], c: '🪙', d: '\ud83e\ude99' })).toEqual(
        expect.arrayContaining(['a', 'b.0']),
      );
      expect(loneSurrogatePaths({ c: '🪙', d: 'ok' })).toEqual([]);
    });

    it('refuses them in a saved search’s params and a profile, naming the field', async () => {
      const body = { name: 'a', params: { q: 'x\ud800', niche: '\udfff' }, schedule: null };
      expect(await refused(send('POST', '/api/searches/', body, memberToken))).toEqual({
        'params.q': [LONE_SURROGATE_MESSAGE],
        'params.niche': [LONE_SURROGATE_MESSAGE],
      });
      expect(
        await refused(send('PATCH', '/api/auth/user/', { display_name: 'Ann\ud800' }, memberToken)),
      ).toEqual({ display_name: [LONE_SURROGATE_MESSAGE] });
    });
  });

  describe('integers beyond PostgreSQL’s integer', () => {
    it('bounds the year of birth to 110 to 14 years back', async () => {
      const youngest = new Date().getFullYear() - 14;
      const range = { birth_year: [authMessages.birthYearRange(youngest - 96, youngest)] };
      for (const birthYear of [99_999_999_999, youngest + 1, youngest - 97]) {
        expect(
          await refused(send('PATCH', '/api/auth/user/', { birth_year: birthYear }, memberToken)),
        ).toEqual(range);
      }
      const accepted = await send('PATCH', '/api/auth/user/', { birth_year: youngest - 96 }, memberToken);
      expect(accepted.statusCode).toBe(200);
    });

    it('finds no invite with an id past it', async () => {
      const lookup = await send('GET', '/api/invites/9999999999-abc/');
      expect(lookup.statusCode).toBe(404);
      expect(lookup.json()).toEqual({ detail: authMessages.invalidInvite });
      const body = personalRegistration('big.invite@example.com', { token: '9999999999-abc' });
      expect(await refused(send('POST', '/api/auth/register/', body))).toEqual({
        token: [authMessages.invalidInvite],
      });
    });

    it('refuses an email notification of a search id past it', async () => {
      const body = { search: 99_999_999_999, schedule: 'daily' };
      expect(await refused(send('POST', '/api/marketing/', body, memberToken))).toEqual({
        search: ['Invalid pk "99999999999" - object does not exist.'],
      });
    });

    it('refuses a watchlist item id past it', async () => {
      const body = { name: 'watchlist', params: { items: [1, 99_999_999_999] }, schedule: null };
      expect(await refused(send('POST', '/api/searches/', body, memberToken))).toEqual({
        'params.items.1': [`Ensure this value is less than or equal to ${DATABASE_INT_MAX}.`],
      });
    });
  });

  describe('dates that are no day of the calendar', () => {
    const wrongFormat = ['Date has wrong format. Use one of these formats instead: YYYY-MM-DD.'];

    it.each(['2026-13-45', '0000-01-01', '2025-02-29'])('refuses the birthday %s', async (birthday) => {
      const body = { dependants: [{ birthday: '2015-03-01' }, { birthday }] };
      expect(await refused(send('PATCH', '/api/auth/user/', body, memberToken))).toEqual({
        'dependants.1.birthday': wrongFormat,
      });
    });

    it.each(['min_date', 'max_date'])('refuses them as the gallery’s %s', async (field) => {
      for (const date of ['2026-13-45', '0000-01-01']) {
        expect(await refused(send('GET', `/api/gallery/collectables/?${field}=${date}`))).toEqual({
          [field]: ['Enter a date as YYYY-MM-DD.'],
        });
      }
    });
  });

  describe('a deeply nested value where a scalar belongs', () => {
    // Written out, as JSON.stringify itself would overflow the stack. Lists turned into text
    // overflowed it too, objects read "[object Object]".
    const lists = `${'['.repeat(50_000)}"daily"${']'.repeat(50_000)}`;
    const objects = `${'{"a":'.repeat(50_000)}"daily"${'}'.repeat(50_000)}`;

    it.each([
      ['/api/searches/', `{"name":"Deep","params":{},"schedule":${lists}}`],
      ['/api/searches/', `{"name":"Deep","params":{},"schedule":${objects}}`],
      ['/api/marketing/', `{"search":1,"schedule":${lists}}`],
      ['/api/marketing/', `{"search":1,"schedule":${objects}}`],
    ])('refuses it in %s’s schedule without quoting it back', async (url, payload) => {
      const response = await testApp.app.inject({
        method: 'POST',
        url,
        headers: { ...withToken(memberToken), 'content-type': 'application/json' },
        payload,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ schedule: ['Not a valid choice.'] });
      expect(response.body.length).toBeLessThan(500);
    });
  });

  it('quotes back at most 50 characters of a choice it does not know', async () => {
    const response = await send(
      'GET',
      `/api/niches/writable/?item_type=${'y'.repeat(100_000)}`,
      undefined,
      memberToken,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ item_type: [`"${'Y'.repeat(50)}" is not a valid choice.`] });
  });

  describe('lists past their caps', () => {
    it('caps dependants at 20, not 35,000 rows in one insert', async () => {
      const dependants = Array.from({ length: 35_000 }, () => ({ birthday: '2015-03-01' }));
      expect(await refused(send('PATCH', '/api/auth/user/', { dependants }, memberToken))).toEqual({
        dependants: ['Ensure this field has no more than 20 elements.'],
      });
      const twenty = dependants.slice(0, 20);
      expect((await send('PATCH', '/api/auth/user/', { dependants: twenty }, memberToken)).statusCode).toBe(
        200,
      );
      expect((await send('PATCH', '/api/auth/user/', { dependants: [] }, memberToken)).statusCode).toBe(200);
    });

    it('caps categories at 50', async () => {
      const categories = Array.from({ length: 51 }, (_, i) => `Category ${i}`);
      expect(await refused(send('PUT', '/api/auth/user/', { categories }, memberToken))).toEqual({
        categories: ['Ensure this field has no more than 50 elements.'],
      });
    });

    it('caps a saved search’s items at 1,000', async () => {
      const items = Array.from({ length: 1_001 }, (_, i) => i + 1);
      const body = { name: 'watchlist', params: { items }, schedule: null };
      expect(await refused(send('POST', '/api/searches/', body, memberToken))).toEqual({
        'params.items': ['Ensure this field has no more than 1000 elements.'],
      });
    });
  });

  describe('text limits', () => {
    it.each([
      ['phone', 'x'.repeat(1_000_000), 'This is limited to 255 characters'],
      ['collects', 'x'.repeat(10_001), 'This is limited to 10,000 characters'],
      ['postal_address_country', 'x'.repeat(256), 'This is limited to 255 characters'],
      ['physical_address_line1', 'x'.repeat(256), authMessages.addressTooLong],
      ['display_name', 'x'.repeat(36), authMessages.displayNameTooLong],
    ])('limits the profile’s %s', async (field, value, message) => {
      expect(await refused(send('PATCH', '/api/auth/user/', { [field]: value }, memberToken))).toEqual({
        [field]: [message],
      });
    });

    it('limits what a member collects to 10,000 characters, not less', async () => {
      const collects = 'x'.repeat(10_000);
      const response = await send('PATCH', '/api/auth/user/', { collects }, memberToken);
      expect(response.statusCode).toBe(200);
      expect(response.json().collects).toBe(collects);
    });

    it('limits an invite’s message to 10,000 characters', async () => {
      const body = { email: 'long.invite@example.com', message: 'x'.repeat(900_000) };
      expect(await refused(send('POST', `/api/invites/${dealerOrganisation}/`, body, dealerToken))).toEqual({
        message: ['This is limited to 10,000 characters'],
      });
    });

    it('limits registration’s names and invite token', async () => {
      const body = personalRegistration('long.names@example.com', {
        first_name: 'x'.repeat(31),
        last_name: 'x'.repeat(31),
        token: `1-${'x'.repeat(300)}`,
      });
      expect(await refused(send('POST', '/api/auth/register/', body))).toEqual({
        first_name: [authMessages.firstNameTooLong],
        last_name: [authMessages.lastNameTooLong],
        token: ['This is limited to 255 characters'],
      });
    });

    it('limits the uid and token of an emailed link', async () => {
      const long = 'x'.repeat(1_000_000);
      expect(await refused(send('POST', '/api/auth/activate/', { uid: long, token: 'abc' }))).toEqual({
        uid: ['This is limited to 255 characters'],
      });
      const reset = { uid: 'MQ', token: long, new_password: 'Collect0rs!', re_new_password: 'Collect0rs!' };
      expect(await refused(send('POST', '/api/auth/password/reset/confirm/', reset))).toEqual({
        token: ['This is limited to 255 characters'],
      });
    });

    it('limits a saved search’s name and params', async () => {
      const body = { name: 'x'.repeat(256), params: { q: 'x'.repeat(256) }, schedule: null };
      expect(await refused(send('POST', '/api/searches/', body, memberToken))).toEqual({
        name: ['This is limited to 255 characters'],
        'params.q': ['This is limited to 255 characters'],
      });
    });
  });

  describe('saved-search limits', () => {
    it('takes only the search params of §3 (and the watchlist’s items)', async () => {
      const body = { name: 'Odd', params: { q: 'coins', blob: { a: [1, 2, 3] } }, schedule: null };
      expect(await refused(send('POST', '/api/searches/', body, memberToken))).toEqual({
        params: ['Not a search param: "blob".'],
      });
    });

    it('lets a member save 100 searches, not more, even when saving at once', async () => {
      const token = await signIn(testApp.app, DEMO.collector);
      const save = (name: string) =>
        send('POST', '/api/searches/', { name, params: {}, schedule: null }, token);
      for (let i = 1; i <= SAVED_SEARCHES_MAX - 2; i++)
        expect((await save(`Search ${i}`)).statusCode).toBe(201);
      const racing = await Promise.all([save('Racer 1'), save('Racer 2'), save('Racer 3')]);
      expect(racing.map((response) => response.statusCode).sort()).toEqual([201, 201, 400]);
      const refusal = await refused(save('One too many'));
      expect(refusal).toEqual({ non_field_errors: [savedSearchMessages.tooMany] });
      expect(savedSearchMessages.tooMany).toContain('100');
      const list = await send('GET', '/api/searches/', undefined, token);
      expect(list.json()).toHaveLength(SAVED_SEARCHES_MAX);
    });
  });
});
