import { screen, waitFor } from '@testing-library/react';
import { defaultGalleryParams } from '@trove/core/gallery';
import { galleryErrorHandlers, galleryHandlers, galleryItemFixture } from '@trove/test-utils';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setupMswServer } from '../testing/mswServer';
import { renderWithTrove } from '../testing/renderWithTrove';
import { Gallery } from './Gallery';

const server = setupMswServer(...galleryHandlers());

// jsdom has no layout: the window virtualiser's scroll corrections have nowhere to go.
beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});

describe('Gallery', () => {
  it('shows the tiles and the total, and a chip asks for the filtered gallery', async () => {
    const onParamsChange = vi.fn();
    const { user } = renderWithTrove(
      <Gallery params={defaultGalleryParams} onParamsChange={onParamsChange} />,
    );
    expect(await screen.findByText('40 items')).toBeDefined();
    expect(screen.getAllByRole('listitem').length).toBeGreaterThanOrEqual(11);
    await user.click(screen.getByRole('button', { name: 'For Sale' }));
    expect(onParamsChange).toHaveBeenCalledExactlyOnceWith({ ...defaultGalleryParams, for_sale: true });
  });

  it('says No items found with a Go back button when nothing matches', async () => {
    const onGoBack = vi.fn();
    const { user } = renderWithTrove(
      <Gallery params={{ ...defaultGalleryParams, q: 'no such thing' }} onGoBack={onGoBack} />,
    );
    expect(await screen.findByText('No items found')).toBeDefined();
    await user.click(screen.getByRole('button', { name: 'Go back' }));
    expect(onGoBack).toHaveBeenCalledOnce();
  });

  it('says Sorry an error occurred when the gallery fails, and retries', async () => {
    server.use(...galleryErrorHandlers());
    const { user } = renderWithTrove(<Gallery params={defaultGalleryParams} />);
    expect((await screen.findByRole('alert')).textContent).toContain('Sorry an error occurred');
    server.use(...galleryHandlers({ items: [galleryItemFixture({ id: 5, title: 'Penny Black' })] }));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Penny Black')).toBeDefined();
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(screen.getByText('You have reached the end of the gallery')).toBeDefined();
  });
});
