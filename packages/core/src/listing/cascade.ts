// The listing form's niche cascade (seed 000 §4): niche, section, gallery, caption. Choosing a
// level resets the levels below it (a niche resets section and gallery); any change resets the
// listing price and asks for it again once the four are chosen; a level with only one option is
// chosen automatically, down the chain. A reducer over actions, and a store that fetches the price.

import { orderedNodes } from '../search/orderedMap';
import { createSubscribable } from '../timers/subscribable';
import type { ListingApi } from './listingApi';
import type {
  ListingPrice,
  ListingPriceQuery,
  WritableCaption,
  WritableGallery,
  WritableNicheTree,
  WritableSection,
} from './schemas';

export const CASCADE_LEVELS = ['niche', 'section', 'gallery', 'caption'] as const;
export type CascadeLevel = (typeof CASCADE_LEVELS)[number];

/** The chosen slug of each level; null while not chosen. */
export type Place = Record<CascadeLevel, string | null>;

export const EMPTY_PLACE: Place = { niche: null, section: null, gallery: null, caption: null };

/** The listing price of the place: none until the four levels are chosen. */
export type PriceState =
  | { status: 'idle' }
  | { status: 'loading'; query: ListingPriceQuery }
  | { status: 'ready'; query: ListingPriceQuery; price: ListingPrice }
  | { status: 'error'; query: ListingPriceQuery };

export interface CascadeState {
  tree: WritableNicheTree | null;
  place: Place;
  price: PriceState;
}

export type CascadeAction =
  /** The writable tree arrived: single options are chosen down from the first level not chosen. */
  | { type: 'treeLoaded'; tree: WritableNicheTree }
  /** The member chose (or cleared, null) one level. */
  | { type: 'chosen'; level: CascadeLevel; slug: string | null }
  /** An edited or duplicated listing's place, kept where the tree has it. */
  | { type: 'placeSet'; place: Partial<Place> }
  | { type: 'priceLoaded'; query: ListingPriceQuery; price: ListingPrice }
  | { type: 'priceFailed'; query: ListingPriceQuery };

export function initialCascade(
  tree: WritableNicheTree | null = null,
  place: Partial<Place> = {},
): CascadeState {
  const state: CascadeState = { tree: null, place: EMPTY_PLACE, price: { status: 'idle' } };
  if (!tree) return { ...state, place: { ...EMPTY_PLACE, ...place } };
  return cascadeReducer(cascadeReducer(state, { type: 'treeLoaded', tree }), { type: 'placeSet', place });
}

export interface CascadeOption {
  slug: string;
  name: string;
}

function nicheOf(tree: WritableNicheTree | null, place: Place) {
  return place.niche ? orderedNodes(tree).find((node) => node.slug === place.niche) : undefined;
}
export function sectionOf(state: Pick<CascadeState, 'tree' | 'place'>): WritableSection | undefined {
  const { place } = state;
  return place.section
    ? orderedNodes(nicheOf(state.tree, place)?.sections).find((node) => node.slug === place.section)
    : undefined;
}
function galleryOf(state: Pick<CascadeState, 'tree' | 'place'>): WritableGallery | undefined {
  const { place } = state;
  return place.gallery
    ? orderedNodes(sectionOf(state)?.galleries).find((node) => node.slug === place.gallery)
    : undefined;
}
/** The chosen caption option, with its hide list. */
export function captionOf(state: Pick<CascadeState, 'tree' | 'place'>): WritableCaption | undefined {
  const { place } = state;
  return place.caption
    ? orderedNodes(galleryOf(state)?.captions).find((node) => node.slug === place.caption)
    : undefined;
}

/** The options of one level under the levels chosen above it. */
export function cascadeOptions(
  state: Pick<CascadeState, 'tree' | 'place'>,
  level: CascadeLevel,
): CascadeOption[] {
  const nodes: CascadeOption[] =
    level === 'niche'
      ? orderedNodes(state.tree)
      : level === 'section'
        ? orderedNodes(nicheOf(state.tree, state.place)?.sections)
        : level === 'gallery'
          ? orderedNodes(sectionOf(state)?.galleries)
          : orderedNodes(galleryOf(state)?.captions);
  return nodes.map(({ slug, name }) => ({ slug, name }));
}

/** The price lookup's query once the four levels are chosen; null before. */
export function priceQueryOf(place: Place): ListingPriceQuery | null {
  const { niche, section, gallery, caption } = place;
  return niche && section && gallery && caption ? { niche, section, gallery, caption } : null;
}

const sameQuery = (a: ListingPriceQuery, b: ListingPriceQuery) =>
  CASCADE_LEVELS.every((level) => a[level] === b[level]);

/** Levels below `from` that have one option only are chosen, until one has more or none. */
function autoSelect(tree: WritableNicheTree | null, place: Place, from: number): Place {
  let next = place;
  for (const level of CASCADE_LEVELS.slice(from)) {
    if (next[level] !== null) continue;
    const options = cascadeOptions({ tree, place: next }, level);
    if (options.length !== 1) break;
    next = { ...next, [level]: options[0]?.slug ?? null };
  }
  return next;
}

/** Keeps each level of `place` that the tree has under the levels above it; the rest are cleared. */
function validPlace(tree: WritableNicheTree | null, place: Partial<Place>): Place {
  let next: Place = EMPTY_PLACE;
  for (const level of CASCADE_LEVELS) {
    const slug = place[level] ?? null;
    if (slug === null || !cascadeOptions({ tree, place: next }, level).some((option) => option.slug === slug))
      break;
    next = { ...next, [level]: slug };
  }
  return next;
}

function withPlace(state: CascadeState, place: Place): CascadeState {
  const unchanged = CASCADE_LEVELS.every((level) => state.place[level] === place[level]);
  if (unchanged) return state;
  const query = priceQueryOf(place);
  return { ...state, place, price: query ? { status: 'loading', query } : { status: 'idle' } };
}

export function cascadeReducer(state: CascadeState, action: CascadeAction): CascadeState {
  switch (action.type) {
    case 'treeLoaded': {
      const next = { ...state, tree: action.tree };
      const place = autoSelect(action.tree, validPlace(action.tree, state.place), 0);
      const moved = withPlace(next, place);
      if (moved !== next) return moved;
      // a place set before the tree came is priced now
      const query = priceQueryOf(place);
      return query && next.price.status === 'idle' ? { ...next, price: { status: 'loading', query } } : next;
    }
    case 'chosen': {
      if (state.place[action.level] === action.slug) return state;
      const index = CASCADE_LEVELS.indexOf(action.level);
      const place = { ...state.place };
      for (const level of CASCADE_LEVELS.slice(index)) place[level] = null;
      place[action.level] = action.slug;
      if (
        action.slug !== null &&
        !cascadeOptions({ tree: state.tree, place }, action.level).some((o) => o.slug === action.slug)
      )
        return state;
      return withPlace(state, action.slug === null ? place : autoSelect(state.tree, place, index + 1));
    }
    case 'placeSet':
      return withPlace(
        state,
        state.tree
          ? autoSelect(state.tree, validPlace(state.tree, action.place), 0)
          : { ...EMPTY_PLACE, ...action.place },
      );
    case 'priceLoaded':
    case 'priceFailed':
      // an answer for a place since left is dropped
      if (state.price.status !== 'loading' || !sameQuery(state.price.query, action.query)) return state;
      return {
        ...state,
        price:
          action.type === 'priceLoaded'
            ? { status: 'ready', query: action.query, price: action.price }
            : { status: 'error', query: action.query },
      };
  }
}

export interface PlaceCascade {
  subscribe(listener: () => void): () => void;
  /** A stable snapshot: a new object only after a change. */
  getSnapshot(): CascadeState;
  /** Loads the writable tree (niches of `ITEM`s by default). */
  load(): Promise<void>;
  choose(level: CascadeLevel, slug: string | null): void;
  setPlace(place: Partial<Place>): void;
}

export interface PlaceCascadeOptions {
  api: Pick<ListingApi, 'price' | 'writableNiches'>;
  /** Start from this place (an edited or duplicated listing's). */
  place?: Partial<Place>;
  /** Called when a price lookup fails (the form's toast: Error getting listing price). */
  onPriceError?: (error: unknown) => void;
}

/** The cascade as a store: each change that completes a place asks for its price. */
export function createPlaceCascade({ api, place = {}, onPriceError }: PlaceCascadeOptions): PlaceCascade {
  let state = initialCascade(null, place);
  const listeners = createSubscribable<() => void>();

  function dispatch(action: CascadeAction) {
    const previous = state;
    state = cascadeReducer(state, action);
    if (state === previous) return;
    listeners.notify();
    if (state.price.status === 'loading' && state.price !== previous.price) fetchPrice(state.price.query);
  }

  function fetchPrice(query: ListingPriceQuery) {
    api.price(query).then(
      (price) => dispatch({ type: 'priceLoaded', query, price }),
      (error: unknown) => {
        const current = state.price;
        dispatch({ type: 'priceFailed', query });
        if (current.status === 'loading' && sameQuery(current.query, query)) onPriceError?.(error);
      },
    );
  }

  return {
    subscribe: listeners.subscribe,
    getSnapshot: () => state,
    async load() {
      dispatch({ type: 'treeLoaded', tree: await api.writableNiches('ITEM') });
    },
    choose: (level, slug) => dispatch({ type: 'chosen', level, slug }),
    setPlace: (next) => dispatch({ type: 'placeSet', place: next }),
  };
}
