import { nicheTreeFixture } from '@trove/test-utils';
import { describe, expect, it } from 'vitest';
import { currentLink, sitePlaces } from './sitePlaces';

// ordered maps are typed as the API's (`_order` beside the keys): built here as the fixture builds them
const orderedMap = (nodes: Record<string, unknown> = {}) =>
  ({ _order: Object.keys(nodes), ...nodes }) as never;

describe('sitePlaces', () => {
  it("gives the default niche, its sections in order and the events' Auctions gallery, as gallery routes", () => {
    const places = sitePlaces(nicheTreeFixture());
    expect(places?.niche).toEqual({ name: 'Collectables', href: '/collectables' });
    expect(places?.sections).toEqual([
      { name: 'Coins', href: '/collectables/coins' },
      { name: 'Banknotes', href: '/collectables/banknotes' },
      { name: 'Stamps', href: '/collectables/stamps' },
      { name: 'Events', href: '/collectables/events' },
      { name: 'Directory', href: '/collectables/directory' },
    ]);
    expect(places?.auctions).toEqual({ name: 'Auctions', href: '/collectables/events/auctions' });
  });

  it('gives no Auctions when no events section has an auctions gallery', () => {
    const tree = nicheTreeFixture();
    const events = tree.collectables?.sections.events;
    if (!events) throw new Error('the fixture has events');
    events.galleries = orderedMap();
    expect(sitePlaces(tree)?.auctions).toBeUndefined();
    // an items section's gallery named auctions is not the events' auctions
    const coins = tree.collectables?.sections.coins;
    if (!coins) throw new Error('the fixture has coins');
    coins.galleries = orderedMap({
      auctions: { name: 'Auctions', slug: 'auctions', description: '', captions: orderedMap() },
    });
    expect(sitePlaces(tree)?.auctions).toBeUndefined();
  });

  it('is undefined while the tree is unknown, or without the default niche', () => {
    expect(sitePlaces(undefined)).toBeUndefined();
    expect(sitePlaces(orderedMap())).toBeUndefined();
  });
});

describe('currentLink', () => {
  const links = [
    { name: 'Coins', href: '/collectables/coins' },
    { name: 'Events', href: '/collectables/events' },
    { name: 'Auctions', href: '/collectables/events/auctions' },
  ];

  it('is the most specific link the path falls under, case and trailing slash aside', () => {
    expect(currentLink(links, '/collectables/coins')?.name).toBe('Coins');
    expect(currentLink(links, '/Collectables/Coins/new-zealand/')?.name).toBe('Coins');
    expect(currentLink(links, '/collectables/events/fairs')?.name).toBe('Events');
    expect(currentLink(links, '/collectables/events/auctions/1042-spring-sale')?.name).toBe('Auctions');
  });

  it('is none for a path under no link, or a name that only starts like one', () => {
    expect(currentLink(links, '/collectables')).toBeUndefined();
    expect(currentLink(links, '/collectables/coinsandmore')).toBeUndefined();
    expect(currentLink(links, undefined)).toBeUndefined();
  });
});
