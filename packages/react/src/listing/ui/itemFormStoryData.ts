import {
  type CascadeState,
  type ExternalImage,
  type ItemFormFields,
  initialCascade,
  type ListingPrice,
  type WritableNicheTree,
} from '@trove/core/listing';
import { coinImages } from './sampleImages';

// The writable niche tree, prices and images the item form's stories and tests use.

type Node = { slug: string; name: string; [key: string]: unknown };
const map = <T extends Node>(...nodes: T[]) =>
  Object.assign(
    { _order: nodes.map((node) => node.slug) },
    Object.fromEntries(nodes.map((node) => [node.slug, node])),
  );

export const writableTree = map(
  {
    slug: 'collectables',
    name: 'Collectables',
    item_type: 'ITEM',
    sections: map(
      {
        slug: 'coins',
        name: 'Coins',
        item_type: 'ITEM',
        display_type: null,
        galleries: map(
          {
            slug: 'gold',
            name: 'Gold',
            captions: map({ slug: 'sovereigns', name: 'Sovereigns' }, { slug: 'ducats', name: 'Ducats' }),
          },
          {
            slug: 'silver',
            name: 'Silver',
            captions: map({ slug: 'crowns', name: 'Crowns', hide: ['price', 'currency'] }),
          },
        ),
      },
      {
        slug: 'medals',
        name: 'Medals',
        item_type: 'ITEM',
        display_type: null,
        galleries: map({ slug: 'military', name: 'Military', captions: map({ slug: 'ww1', name: 'WW1' }) }),
      },
    ),
  },
  {
    slug: 'classifieds',
    name: 'Classifieds',
    item_type: 'ITEM',
    sections: map({
      slug: 'general',
      name: 'General',
      item_type: 'ITEM',
      display_type: null,
      galleries: map({ slug: 'misc', name: 'Misc', captions: map({ slug: 'other', name: 'Other' }) }),
    }),
  },
) as unknown as WritableNicheTree;

export const freePrice: ListingPrice = {
  amount: '0.00',
  name: 'Standard listing',
  num_free_per_billing_cycle: 5,
  free_transaction_count: 2,
  category_name: null,
};

export const feePrice: ListingPrice = { ...freePrice, amount: '4.50', free_transaction_count: 5 };

const place = { niche: 'collectables', section: 'coins', gallery: 'gold', caption: 'sovereigns' } as const;

/** The cascade with nothing chosen yet. */
export const emptyCascade: CascadeState = initialCascade(writableTree);

/** A place chosen and its price known. */
export function placedCascade(price: ListingPrice = freePrice): CascadeState {
  const state = initialCascade(writableTree, place);
  return { ...state, price: { status: 'ready', query: { ...place }, price } };
}

/** Every optional field shown (a member with every item permission). */
export const allFields: ItemFormFields = {
  external_url: true,
  video_url: true,
  price: true,
  currency: true,
  realisation_price: true,
  realisation_currency: true,
  realisation_date: true,
  category: true,
  publish_after: true,
};

export const twoImages: ExternalImage[] = [
  { url: coinImages[0] ?? '', media_type: 'image', primary: true },
  { url: coinImages[1] ?? '', media_type: 'image' },
];
