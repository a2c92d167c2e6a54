import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { defaultGalleryParams, type GalleryCategories, type GalleryParams } from '@trove/core/gallery';
import { galleryCategoriesFixture } from '@trove/test-utils';
import { describe, expect, it, vi } from 'vitest';
import { CategoryPanelView } from './CategoryPanelView';

const params: GalleryParams = {
  ...defaultGalleryParams,
  section: 'coins',
  item: { itemType: 'ITEM', id: 5 },
};

/** `count` main categories, each with two subcategories. */
function manyCategories(count: number): GalleryCategories {
  const slugs = Array.from({ length: count }, (_, i) => `main-${i + 1}`);
  const map: Record<string, unknown> = { _order: slugs };
  for (const [i, slug] of slugs.entries())
    map[slug] = {
      name: `Main ${i + 1}`,
      slug,
      subcategories: { _order: [`${slug}-a`], [`${slug}-a`]: { name: `Sub ${i + 1}`, slug: `${slug}-a` } },
    };
  return map as GalleryCategories;
}

const pressed = (name: string | RegExp) =>
  screen.getByRole('button', { name }).getAttribute('aria-pressed') === 'true';

describe('CategoryPanelView', () => {
  it('shows the main categories, and no subcategories before one is chosen', () => {
    render(<CategoryPanelView categories={galleryCategoriesFixture()} params={params} />);
    const panel = screen.getByRole('region', { name: 'Categories' });
    expect(
      within(panel)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Coins', 'Stamps']);
    expect(screen.queryByRole('list', { name: 'Coins subcategories' })).toBeNull();
  });

  it("chooses a category, closing the open item, and shows the chosen one's subcategories", async () => {
    const onParamsChange = vi.fn();
    const { rerender } = render(
      <CategoryPanelView
        categories={galleryCategoriesFixture()}
        params={params}
        onParamsChange={onParamsChange}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Coins' }));
    expect(onParamsChange).toHaveBeenCalledWith({ ...params, category: ['coins'], item: undefined });
    rerender(
      <CategoryPanelView
        categories={galleryCategoriesFixture()}
        params={{ ...params, category: ['coins'] }}
        onParamsChange={onParamsChange}
      />,
    );
    expect(pressed('Coins')).toBe(true);
    const subcategories = screen.getByRole('list', { name: 'Coins subcategories' });
    expect(
      within(subcategories)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Gold', 'Silver']);
    await userEvent.click(within(subcategories).getByRole('button', { name: 'Gold' }));
    expect(onParamsChange).toHaveBeenLastCalledWith(expect.objectContaining({ category: ['gold'] }));
  });

  it('unchooses a chosen category: a subcategory goes back to its main category, a main one to none', async () => {
    const onParamsChange = vi.fn();
    render(
      <CategoryPanelView
        categories={galleryCategoriesFixture()}
        params={{ ...params, category: ['silver'] }}
        onParamsChange={onParamsChange}
      />,
    );
    expect(pressed('Coins')).toBe(true);
    expect(pressed('Silver')).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Silver' }));
    expect(onParamsChange).toHaveBeenLastCalledWith(expect.objectContaining({ category: ['coins'] }));
    await userEvent.click(screen.getByRole('button', { name: 'Coins' }));
    expect(onParamsChange).toHaveBeenLastCalledWith(expect.objectContaining({ category: [] }));
  });

  it('puts main categories past the limit behind More..., keeping the chosen one in sight', async () => {
    render(
      <CategoryPanelView categories={manyCategories(12)} params={{ ...params, category: ['main-11-a'] }} />,
    );
    const more = screen.getByRole('button', { name: 'More...' });
    expect(more.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('button', { name: 'Main 9' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Main 11' })).toBeTruthy();
    expect(screen.getByRole('list', { name: 'Main 11 subcategories' })).toBeTruthy();
    await userEvent.click(more);
    expect(screen.getByRole('button', { name: 'Main 12' })).toBeTruthy();
    const less = screen.getByRole('button', { name: 'Less' });
    expect(less.getAttribute('aria-expanded')).toBe('true');
    expect(document.getElementById(less.getAttribute('aria-controls') ?? '')).not.toBeNull();
  });

  it('has no More... when the categories fit, and shows a placeholder while they load', () => {
    const { rerender } = render(<CategoryPanelView categories={manyCategories(8)} params={params} />);
    expect(screen.queryByRole('button', { name: 'More...' })).toBeNull();
    rerender(<CategoryPanelView categories={undefined} params={params} />);
    expect(screen.getByRole('status', { name: 'Loading categories' })).toBeTruthy();
    rerender(<CategoryPanelView categories={manyCategories(0)} params={params} />);
    expect(screen.queryByRole('region')).toBeNull();
  });
});
