import { screen } from '@testing-library/react';
import { defaultGalleryParams, type GalleryParams } from '@trove/core/gallery';
import { galleryFeaturesFixture, lookupErrorHandlers, lookupHandlers } from '@trove/test-utils';
import { type ReactNode, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setupGalleryHeaderServer } from '../../testing/galleryHeaderServer';
import { renderWithTrove } from '../../testing/renderWithTrove';
import { GalleryHeader } from './GalleryHeader';
import { GALLERY_FEATURES_STALE_MS } from './useGalleryFeatures';

const { server, featureCalls } = setupGalleryHeaderServer();

afterEach(() => {
  vi.useRealTimers();
});

const params: GalleryParams = { ...defaultGalleryParams, section: 'coins', gallery: 'british' };

/** Shows its children until the button hides them, as a site leaving and coming back to a page. */
function Toggle({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState(true);
  return (
    <>
      {shown && children}
      <button type="button" onClick={() => setShown(!shown)}>
        Toggle
      </button>
    </>
  );
}

describe('GalleryHeader', () => {
  it("shows the place's name and header, and the gallery's description", async () => {
    renderWithTrove(<GalleryHeader params={params} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'British' })).toBeTruthy();
    expect(await screen.findByText('Coins, medals and banknotes from around the world.')).toBeTruthy();
    expect(await screen.findByRole('navigation', { name: 'Popular searches' })).toBeTruthy();
    expect(featureCalls).toEqual(['/api/features/collectables/coins/british']);
  });

  it('says what the results were searched for, and nothing without keywords', async () => {
    const { user } = renderWithTrove(
      <Toggle>
        <GalleryHeader params={{ ...params, q: 'gold sovereign' }} />
      </Toggle>,
    );
    await screen.findByRole('heading', { level: 1, name: 'British' });
    expect(screen.getByText('Results for “gold sovereign”').tagName).toBe('P');
    await user.click(screen.getByRole('button', { name: 'Toggle' }));
    renderWithTrove(<GalleryHeader params={params} />);
    await screen.findByRole('heading', { level: 1, name: 'British' });
    expect(screen.queryByText(/Results for/)).toBeNull();
  });

  it('opens its advanced search panel, which searches', async () => {
    const onParamsChange = vi.fn();
    const { user } = renderWithTrove(<GalleryHeader params={params} onParamsChange={onParamsChange} />);
    await user.click(await screen.findByRole('button', { name: 'Advanced Search' }));
    const keywords = await screen.findByRole('searchbox', { name: 'Keywords' });
    await user.type(keywords, 'florin');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(onParamsChange).toHaveBeenCalledWith(expect.objectContaining({ q: 'florin', section: 'coins' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('has no Advanced Search button when the header hides it', async () => {
    server.use(...lookupHandlers({ features: galleryFeaturesFixture({ hide_advanced_search: true }) }));
    renderWithTrove(<GalleryHeader params={params} />);
    await screen.findByRole('navigation', { name: 'Popular searches' });
    expect(screen.queryByRole('button', { name: 'Advanced Search' })).toBeNull();
  });

  it('still offers Advanced Search when the header fails to load', async () => {
    server.use(...lookupErrorHandlers('features'));
    renderWithTrove(<GalleryHeader params={params} />);
    expect(await screen.findByRole('button', { name: 'Advanced Search' }, { timeout: 5000 })).toBeTruthy();
  });

  it('keeps a header 5 minutes', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { user } = renderWithTrove(
      <Toggle>
        <GalleryHeader params={params} />
      </Toggle>,
    );
    await screen.findByRole('navigation', { name: 'Popular searches' });
    const remount = async () => {
      await user.click(screen.getByRole('button', { name: 'Toggle' }));
      await user.click(screen.getByRole('button', { name: 'Toggle' }));
      await screen.findByRole('navigation', { name: 'Popular searches' });
    };
    vi.setSystemTime(Date.now() + GALLERY_FEATURES_STALE_MS - 1000);
    await remount();
    expect(featureCalls).toHaveLength(1);
    vi.setSystemTime(Date.now() + 2000);
    await remount();
    await vi.waitFor(() => expect(featureCalls).toHaveLength(2));
  });
});
