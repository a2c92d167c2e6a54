import { screen } from '@testing-library/react';
import { defaultGalleryParams, type GalleryParams } from '@trove/core/gallery';
import { galleryErrorHandlers, galleryHandlers } from '@trove/test-utils';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { setupMswServer } from '../../testing/mswServer';
import { renderWithTrove } from '../../testing/renderWithTrove';
import { CategoryPanel } from './CategoryPanel';

const server = setupMswServer(...galleryHandlers());

/** A page that keeps the params. */
function Page() {
  const [params, setParams] = useState<GalleryParams>(defaultGalleryParams);
  return <CategoryPanel params={params} onParamsChange={setParams} />;
}

describe('CategoryPanel', () => {
  it("shows the gallery's categories and chooses one", async () => {
    const onParamsChange = vi.fn();
    const { user } = renderWithTrove(
      <CategoryPanel params={defaultGalleryParams} onParamsChange={onParamsChange} />,
    );
    expect(screen.getByRole('status', { name: 'Loading categories' })).toBeTruthy();
    await user.click(await screen.findByRole('button', { name: 'Stamps' }));
    expect(onParamsChange).toHaveBeenCalledWith(expect.objectContaining({ category: ['stamps'] }));
  });

  it('keeps the categories while a new search of the same place loads', async () => {
    const { user } = renderWithTrove(<Page />);
    await user.click(await screen.findByRole('button', { name: 'Coins' }));
    expect(screen.queryByRole('status', { name: 'Loading categories' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Coins' }).getAttribute('aria-pressed')).toBe('true');
    expect(await screen.findByRole('list', { name: 'Coins subcategories' })).toBeTruthy();
  });

  it('shows nothing when the gallery fails to load', async () => {
    server.use(...galleryErrorHandlers());
    const { container } = renderWithTrove(<CategoryPanel params={defaultGalleryParams} />);
    // the client retries a failed GET (ky: twice, with backoff), more than waitFor's default second under load
    await vi.waitFor(() => expect(container.querySelector('[role="status"]')).toBeNull(), { timeout: 4000 });
    expect(screen.queryByRole('region', { name: 'Categories' })).toBeNull();
  });
});
