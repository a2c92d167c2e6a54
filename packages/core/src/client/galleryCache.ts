import * as z from 'zod/mini';
import {
  type GalleryFeatures,
  galleryFeaturesSchema,
  type NicheTree,
  nicheTreeSchema,
} from '../schemas/gallery';
import { createMemoryStorage } from '../storage/keyValueStorage';
import { createTtlCacheMap, type TtlEntry } from '../storage/ttlCacheMap';
import type { TroveClient } from './createTroveClient';

/** Local-storage lifetime of a place's gallery header (spec §7 Gallery header, §9 Caches: 5 minutes). */
export const GALLERY_FEATURES_MAX_AGE_MS = 5 * 60 * 1000;
/**
 * Local-storage lifetime of the readable niche tree (spec §7 Niches, §9 Caches: 5 minutes). The
 * spec's hourly flush of both caches adds nothing here: no entry outlives 5 minutes.
 */
export const READABLE_NICHES_MAX_AGE_MS = 5 * 60 * 1000;

type Place = { niche: string; section?: string | undefined; gallery?: string | undefined };

/**
 * What the browsing calls last answered, kept in the client's storage so a returning visitor's
 * header and niche menu show before the network answers. Read it synchronously, store each answer.
 */
export interface GalleryCache {
  readonly features: {
    /** The header stored for the place while younger than 5 minutes, and when it was saved. */
    entry(place: Place): TtlEntry<GalleryFeatures> | undefined;
    set(place: Place, features: GalleryFeatures): void;
  };
  readonly readableNiches: {
    /** The niche tree stored while younger than 5 minutes, and when it was saved. */
    entry(): TtlEntry<NicheTree> | undefined;
    set(tree: NicheTree): void;
  };
}

const parser =
  <T>(schema: z.ZodMiniType<T>) =>
  (value: unknown) => {
    const result = z.safeParse(schema, value);
    return result.success ? result.data : undefined;
  };

/**
 * The gallery header and niche tree caches over a client's storage and clock: pass the client.
 * Entries are kept per API base (and per place), so widgets of two Trove servers on one page never
 * read each other's. Without a storage the entries live in memory, as long as the returned object.
 */
export function createGalleryCache({
  baseUrl = '',
  storage = createMemoryStorage(),
  now = Date.now,
}: Partial<Pick<TroveClient, 'baseUrl' | 'storage' | 'now'>>): GalleryCache {
  const features = createTtlCacheMap(
    { storage, key: `trove:features:${baseUrl}`, maxAgeMs: GALLERY_FEATURES_MAX_AGE_MS, now },
    parser(galleryFeaturesSchema),
  );
  const niches = createTtlCacheMap(
    { storage, key: `trove:niches:${baseUrl}`, maxAgeMs: READABLE_NICHES_MAX_AGE_MS, now },
    parser(nicheTreeSchema),
  );
  const placeId = ({ niche, section, gallery }: Place) => [niche, section ?? '', gallery ?? ''].join('/');
  return {
    features: {
      entry: (place) => features.entry(placeId(place)),
      set: (place, value) => features.set(placeId(place), value),
    },
    readableNiches: {
      entry: () => niches.entry('readable'),
      set: (tree) => niches.set('readable', tree),
    },
  };
}
