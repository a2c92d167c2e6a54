import { userSchema } from '@trove/core/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { DEMO, personalRegistration, signIn, withToken } from '../testing/accounts';
import { createTestApp, type TestApp } from '../testing/testApp';
import { NULL_CHARACTERS_MESSAGE, nullCharacterPaths } from './nullCharacters';

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
});
