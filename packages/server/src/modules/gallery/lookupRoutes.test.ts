import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/testApp';

describe('lookups', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp({}, {}, { size: 10 });
  });
  afterAll(() => test?.close());

  const get = async (url: string) => {
    const response = await test.app.inject({ method: 'GET', url });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };

  it('lists every country for items, present-day ones for events and directories', async () => {
    const all = await get('/api/country/search/all/');
    const presentDay = await get('/api/country/search/presentday/');
    expect(all.map((c: { code: string }) => c.code)).toContain('SU');
    expect(presentDay.map((c: { code: string }) => c.code)).not.toContain('SU');
    expect(presentDay.every((c: { present_day: boolean }) => c.present_day)).toBe(true);
    expect(all.length - presentDay.length).toBe(3);
  });

  it('matches countries by the start of their name, any case', async () => {
    const names = (await get('/api/country/search/all/?q=UNI')).map((c: { name: string }) => c.name);
    expect(names).toEqual(['United Kingdom', 'United States']);
    expect(await get('/api/country/search/presentday/?q=sov')).toEqual([]);
  });

  it('suggests categories containing the query, main ones first, naming the parent of subcategories', async () => {
    const found = await get('/api/categories/?q=zealand%20coins');
    expect(found[0]).toMatchObject({ name: 'New Zealand Coins', parent: null });
    expect(found.length).toBeGreaterThan(1);
    for (const sub of found.slice(1)) expect(sub).toMatchObject({ parent: 'New Zealand Coins' });
    expect(found.every((c: { name: string }) => /zealand coins/i.test(c.name))).toBe(true);
  });

  it('gives at most 10 suggestions, or every category with all=1', async () => {
    expect(await get('/api/categories/?q=')).toHaveLength(10);
    const all = await get('/api/categories/?all=1');
    expect(all.length).toBeGreaterThan(10);
    expect(new Set(all.map((c: { id: number }) => c.id)).size).toBe(all.length);
  });

  it('treats LIKE wildcards in the query as text', async () => {
    expect(await get('/api/categories/?q=%25')).toEqual([]);
    expect(await get('/api/country/search/all/?q=_')).toEqual([]);
  });
});
