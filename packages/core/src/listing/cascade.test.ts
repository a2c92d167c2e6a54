import { describe, expect, it, vi } from 'vitest';
import {
  type CascadeState,
  captionOf,
  cascadeOptions,
  cascadeReducer,
  createPlaceCascade,
  initialCascade,
  priceQueryOf,
  sectionOf,
} from './cascade';
import type { ListingPrice, ListingPriceQuery, WritableNicheTree } from './schemas';

type Node = { slug: string; name: string; [key: string]: unknown };
const map = <T extends Node>(...nodes: T[]) =>
  Object.assign(
    { _order: nodes.map((node) => node.slug) },
    Object.fromEntries(nodes.map((node) => [node.slug, node])),
  );
const caption = (slug: string, hide: string[] = []) => ({ slug, name: slug, hide });
const gallery = (slug: string, ...captions: Node[]) => ({ slug, name: slug, captions: map(...captions) });
const section = (slug: string, display_type: string | null, ...galleries: Node[]) => ({
  slug,
  name: slug,
  item_type: 'ITEM',
  display_type,
  galleries: map(...galleries),
});
const niche = (slug: string, ...sections: Node[]) => ({
  slug,
  name: slug,
  item_type: 'ITEM',
  sections: map(...sections),
});

const tree = map(
  niche(
    'collectables',
    section(
      'coins',
      null,
      gallery('world', caption('silver', ['price']), caption('gold')),
      gallery('nz', caption('pre-decimal')),
    ),
    section('stamps', null, gallery('all', caption('used'))),
  ),
  niche('art', section('paintings', 'game', gallery('oils', caption('landscapes')))),
) as unknown as WritableNicheTree;

const price = (amount: string): ListingPrice => ({
  amount,
  name: 'Listing',
  num_free_per_billing_cycle: 3,
  free_transaction_count: 0,
  category_name: null,
});
const loaded = (): CascadeState => cascadeReducer(initialCascade(), { type: 'treeLoaded', tree });
const choose = (
  state: CascadeState,
  level: 'niche' | 'section' | 'gallery' | 'caption',
  slug: string | null,
) => cascadeReducer(state, { type: 'chosen', level, slug });

describe('cascadeReducer', () => {
  it('offers the niches and chooses nothing while there are several', () => {
    const state = loaded();
    expect(cascadeOptions(state, 'niche').map((o) => o.slug)).toEqual(['collectables', 'art']);
    expect(state.place).toEqual({ niche: null, section: null, gallery: null, caption: null });
    expect(state.price).toEqual({ status: 'idle' });
  });

  it('chooses a level with one option automatically, down the chain, and asks for the price', () => {
    const state = choose(loaded(), 'niche', 'art');
    expect(state.place).toEqual({
      niche: 'art',
      section: 'paintings',
      gallery: 'oils',
      caption: 'landscapes',
    });
    expect(state.price).toEqual({
      status: 'loading',
      query: { niche: 'art', section: 'paintings', gallery: 'oils', caption: 'landscapes' },
    });
    expect(sectionOf(state)?.display_type).toBe('game');
  });

  it('stops at a level with several options', () => {
    let state = choose(loaded(), 'niche', 'collectables');
    expect(state.place).toEqual({ niche: 'collectables', section: null, gallery: null, caption: null });
    state = choose(state, 'section', 'coins');
    expect(state.place.gallery).toBeNull();
    state = choose(state, 'section', 'stamps');
    expect(state.place).toEqual({
      niche: 'collectables',
      section: 'stamps',
      gallery: 'all',
      caption: 'used',
    });
  });

  it('a new niche resets section and gallery; each change resets and re-asks the price', () => {
    let state = choose(
      choose(choose(choose(loaded(), 'niche', 'collectables'), 'section', 'coins'), 'gallery', 'world'),
      'caption',
      'silver',
    );
    expect(state.price.status).toBe('loading');
    expect(captionOf(state)?.hide).toEqual(['price']);
    const query = priceQueryOf(state.place) as ListingPriceQuery;
    state = cascadeReducer(state, { type: 'priceLoaded', query, price: price('0.00') });
    expect(state.price).toEqual({ status: 'ready', query, price: price('0.00') });

    const gold = choose(state, 'caption', 'gold');
    expect(gold.price).toEqual({ status: 'loading', query: { ...query, caption: 'gold' } });

    const nz = choose(state, 'gallery', 'nz');
    expect(nz.place).toEqual({
      niche: 'collectables',
      section: 'coins',
      gallery: 'nz',
      caption: 'pre-decimal',
    });
    expect(nz.price.status).toBe('loading');

    const art = choose(state, 'niche', 'art');
    expect(art.place.section).toBe('paintings');
    const back = choose(art, 'niche', 'collectables');
    expect(back.place).toEqual({ niche: 'collectables', section: null, gallery: null, caption: null });
    expect(back.price).toEqual({ status: 'idle' });

    const cleared = choose(state, 'section', null);
    expect(cleared.place).toEqual({ niche: 'collectables', section: null, gallery: null, caption: null });
  });

  it('keeps the state for the same choice, an unknown slug or a stale price', () => {
    const state = choose(loaded(), 'niche', 'art');
    expect(choose(state, 'niche', 'art')).toBe(state);
    expect(choose(state, 'section', 'nope')).toBe(state);
    const stale = { niche: 'collectables', section: 'stamps', gallery: 'all', caption: 'used' };
    expect(cascadeReducer(state, { type: 'priceLoaded', query: stale, price: price('1.00') })).toBe(state);
    expect(cascadeReducer(state, { type: 'priceFailed', query: stale })).toBe(state);
    const failed = cascadeReducer(state, {
      type: 'priceFailed',
      query: priceQueryOf(state.place) as ListingPriceQuery,
    });
    expect(failed.price.status).toBe('error');
  });

  it("sets an edited listing's place, keeping what the tree has", () => {
    const state = cascadeReducer(loaded(), {
      type: 'placeSet',
      place: { niche: 'collectables', section: 'coins', gallery: 'world', caption: 'gone' },
    });
    expect(state.place).toEqual({ niche: 'collectables', section: 'coins', gallery: 'world', caption: null });
    const before = initialCascade(null, {
      niche: 'art',
      section: 'paintings',
      gallery: 'oils',
      caption: 'landscapes',
    });
    expect(before.price.status).toBe('idle');
    const priced = cascadeReducer(before, { type: 'treeLoaded', tree });
    expect(priced.price.status).toBe('loading');
  });
});

describe('createPlaceCascade', () => {
  it('asks for the price of each complete place and keeps only the latest answer', async () => {
    const answers: {
      query: ListingPriceQuery;
      resolve: (price: ListingPrice) => void;
      reject: (e: unknown) => void;
    }[] = [];
    const api = {
      writableNiches: vi.fn(async () => tree),
      price: vi.fn(
        (query: ListingPriceQuery) =>
          new Promise<ListingPrice>((resolve, reject) => {
            answers.push({ query, resolve, reject });
          }),
      ),
    };
    const onPriceError = vi.fn();
    const cascade = createPlaceCascade({ api, onPriceError });
    const listener = vi.fn();
    const unsubscribe = cascade.subscribe(listener);
    await cascade.load();
    expect(api.writableNiches).toHaveBeenCalledWith('ITEM');
    const snapshot = cascade.getSnapshot();
    expect(cascade.getSnapshot()).toBe(snapshot);

    cascade.choose('niche', 'art');
    cascade.choose('niche', 'collectables');
    cascade.choose('section', 'stamps');
    expect(answers.map((a) => a.query.niche)).toEqual(['art', 'collectables']);
    answers[1]?.resolve(price('5.00'));
    answers[0]?.reject(new Error('late'));
    await Promise.resolve();
    await Promise.resolve();
    expect(cascade.getSnapshot().price).toMatchObject({ status: 'ready', price: { amount: '5.00' } });
    expect(onPriceError).not.toHaveBeenCalled();

    cascade.choose('section', 'coins');
    cascade.choose('gallery', 'nz');
    answers[2]?.reject(new Error('down'));
    await Promise.resolve();
    await Promise.resolve();
    expect(cascade.getSnapshot().price.status).toBe('error');
    expect(onPriceError).toHaveBeenCalledTimes(1);
    expect(listener).toHaveBeenCalled();
    unsubscribe();
  });
});
