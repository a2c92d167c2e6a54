import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { galleryResponseSchema } from '../schemas/gallery';
import {
  categoriesAfterPress,
  categoryOptions,
  categoryPanelState,
  type GalleryCategories,
  withCategories,
} from './categoryPanel';
import { defaultGalleryParams } from './galleryParams';
import { orderedNodes } from './orderedMap';

function categories(count: number): GalleryCategories {
  const slugs = Array.from({ length: count }, (_, i) => `main-${i + 1}`);
  const map: Record<string, unknown> = { _order: slugs };
  for (const [i, slug] of slugs.entries()) {
    map[slug] = {
      name: `Main ${i + 1}`,
      slug,
      subcategories: {
        _order: [`${slug}-a`, `${slug}-b`],
        [`${slug}-a`]: { name: `Sub ${i + 1}a`, slug: `${slug}-a` },
        [`${slug}-b`]: { name: `Sub ${i + 1}b`, slug: `${slug}-b` },
      },
    };
  }
  const response = z.parse(galleryResponseSchema, {
    results: [],
    total: 0,
    count: 0,
    next_params: null,
    description: [],
    categories: map,
    item: null,
  });
  return response.categories;
}

describe('orderedNodes', () => {
  it('follows _order and skips keys the map lacks', () => {
    const map = { _order: ['b', 'missing', 'a'], a: { slug: 'a' }, b: { slug: 'b' } };
    expect(orderedNodes(map)).toEqual([{ slug: 'b' }, { slug: 'a' }]);
    expect(orderedNodes(undefined)).toEqual([]);
  });
});

describe('categoryPanelState', () => {
  it('shows every main category when they fit, and no subcategories before one is chosen', () => {
    const state = categoryPanelState(categories(3), []);
    expect(state.main.map((c) => c.slug)).toEqual(['main-1', 'main-2', 'main-3']);
    expect(state).toMatchObject({ hiddenCount: 0, collapsible: false, chosen: undefined, subcategories: [] });
  });

  it('puts main categories past the limit behind More..., and shows them when expanded', () => {
    const many = categories(11);
    const collapsed = categoryPanelState(many, [], { limit: 8 });
    expect(collapsed.main).toHaveLength(8);
    expect(collapsed).toMatchObject({ hiddenCount: 3, collapsible: true });
    const expanded = categoryPanelState(many, [], { limit: 8, expanded: true });
    expect(expanded.main).toHaveLength(11);
    expect(expanded).toMatchObject({ hiddenCount: 0, collapsible: true });
  });

  it('keeps a chosen main category in sight behind More...', () => {
    const state = categoryPanelState(categories(11), ['main-10-b'], { limit: 8 });
    expect(state.main.map((c) => c.slug).at(-1)).toBe('main-10');
    expect(state.hiddenCount).toBe(2);
    expect(state.chosen).toEqual({ slug: 'main-10', name: 'Main 10', selected: false });
    expect(state.subcategories).toEqual([
      { slug: 'main-10-a', name: 'Sub 10a', selected: false },
      { slug: 'main-10-b', name: 'Sub 10b', selected: true },
    ]);
  });

  it('shows the subcategories of a chosen main category', () => {
    const state = categoryPanelState(categories(2), ['main-2']);
    expect(state.chosen?.selected).toBe(true);
    expect(state.main.map((c) => c.selected)).toEqual([false, true]);
    expect(state.subcategories.map((c) => c.name)).toEqual(['Sub 2a', 'Sub 2b']);
  });
});

describe('categoriesAfterPress', () => {
  const map = categories(2);
  it('chooses a main category, and unchooses it when pressed again', () => {
    expect(categoriesAfterPress(map, [], 'main-1')).toEqual(['main-1']);
    expect(categoriesAfterPress(map, ['main-1'], 'main-2')).toEqual(['main-2']);
    expect(categoriesAfterPress(map, ['main-1'], 'main-1')).toEqual([]);
  });

  it('chooses a subcategory, and goes back to its main category when pressed again', () => {
    expect(categoriesAfterPress(map, ['main-1'], 'main-1-a')).toEqual(['main-1-a']);
    expect(categoriesAfterPress(map, ['main-1-a'], 'main-1-a')).toEqual(['main-1']);
  });

  it('unchooses a main category shown as chosen through its subcategory', () => {
    expect(categoriesAfterPress(map, ['main-1-a'], 'main-1')).toEqual([]);
    expect(categoriesAfterPress(map, ['main-1-a'], 'main-2')).toEqual(['main-2']);
  });

  it('closes the open item with the new choice', () => {
    const params = { ...defaultGalleryParams, item: { itemType: 'ITEM' as const, id: 3 }, q: 'gold' };
    expect(withCategories(params, ['main-1'])).toEqual({
      ...params,
      category: ['main-1'],
      item: undefined,
      prompt: false,
    });
  });
});

describe('categoryOptions', () => {
  it('lists each main category followed by its subcategories', () => {
    expect(categoryOptions(categories(1))).toEqual([
      { slug: 'main-1', name: 'Main 1', parent: null },
      { slug: 'main-1-a', name: 'Sub 1a', parent: 'Main 1' },
      { slug: 'main-1-b', name: 'Sub 1b', parent: 'Main 1' },
    ]);
  });
});
