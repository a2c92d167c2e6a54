import { render, renderHook, screen, waitFor } from '@testing-library/react';
import { createMemoryStorage } from '@trove/core';
import {
  createGalleryCache,
  defaultGalleryParams,
  GALLERY_FEATURES_MAX_AGE_MS,
  type GalleryParams,
} from '@trove/core/gallery';
import { galleryFeaturesFixture, lookupLoadingHandlers } from '@trove/test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setupGalleryHeaderServer } from '../../testing/galleryHeaderServer';
import { pageVisit } from '../../testing/pageVisit';
import { GalleryHeader } from './GalleryHeader';
import { useGalleryFeatures } from './useGalleryFeatures';

const { server, featureCalls } = setupGalleryHeaderServer();

afterEach(() => {
  vi.useRealTimers();
});

const params: GalleryParams = { ...defaultGalleryParams, section: 'coins', gallery: 'british' };
const stored = galleryFeaturesFixture({
  link_blocks: [{ layout: 'sm', title: 'Stored searches', links: [] }],
});

describe('useGalleryFeatures and local storage', () => {
  it('keeps the header it fetched, and shows it at once on the next visit without asking again', async () => {
    const storage = createMemoryStorage();
    const first = renderHook(() => useGalleryFeatures(params), pageVisit(storage));
    await waitFor(() => expect(first.result.current.data).toEqual(galleryFeaturesFixture()));
    first.unmount();

    const next = renderHook(() => useGalleryFeatures(params), pageVisit(storage));
    expect(next.result.current.data).toEqual(galleryFeaturesFixture());
    expect(next.result.current.isFetching).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(featureCalls).toEqual(['/api/features/collectables/coins/british']);
  });

  it('renders a stored header before the server answers', () => {
    server.use(...lookupLoadingHandlers('features'));
    const storage = createMemoryStorage();
    const { client, wrapper } = pageVisit(storage);
    createGalleryCache(client).features.set(params, galleryFeaturesFixture());
    render(<GalleryHeader params={params} />, { wrapper });
    expect(screen.getByRole('navigation', { name: 'Popular searches' })).toBeTruthy();
    expect(featureCalls).toEqual([]);
  });

  it('refreshes a stored header in the background once it is 5 minutes old', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const storage = createMemoryStorage();
    const { client, wrapper } = pageVisit(storage);
    createGalleryCache(client).features.set(params, stored);
    vi.setSystemTime(Date.now() + GALLERY_FEATURES_MAX_AGE_MS - 60_000);
    const header = renderHook(() => useGalleryFeatures(params), { wrapper });
    expect(header.result.current.data).toEqual(stored);

    vi.setSystemTime(Date.now() + 60_000);
    // another component asks for the same header: the stale one shows while the new one comes
    const again = renderHook(() => useGalleryFeatures(params), { wrapper });
    expect(again.result.current.data).toEqual(stored);
    expect(again.result.current.isFetching).toBe(true);
    await waitFor(() => expect(header.result.current.data).toEqual(galleryFeaturesFixture()));
    expect(featureCalls).toHaveLength(1);
    expect(createGalleryCache(client).features.entry(params)?.value).toEqual(galleryFeaturesFixture());
  });

  it('does not show an expired header, nor one another server or place stored', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const storage = createMemoryStorage();
    const other = pageVisit(storage, 'https://other.trove.test');
    createGalleryCache(other.client).features.set(params, stored);
    const here = pageVisit(storage);
    createGalleryCache(here.client).features.set({ ...params, gallery: 'world' }, stored);
    createGalleryCache(here.client).features.set({ niche: params.niche, section: 'coins' }, stored);
    const header = renderHook(() => useGalleryFeatures(params), here);
    expect(header.result.current.data).toBeUndefined();
    await waitFor(() => expect(header.result.current.data).toEqual(galleryFeaturesFixture()));

    vi.setSystemTime(Date.now() + GALLERY_FEATURES_MAX_AGE_MS);
    const later = renderHook(() => useGalleryFeatures(params), pageVisit(storage));
    expect(later.result.current.data).toBeUndefined();
    await waitFor(() => expect(later.result.current.data).toEqual(galleryFeaturesFixture()));
    expect(featureCalls).toHaveLength(2);
  });
});
