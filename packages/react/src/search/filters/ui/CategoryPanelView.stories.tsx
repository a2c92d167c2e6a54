import type { Meta, StoryObj } from '@storybook/react-vite';
import { defaultGalleryParams, type GalleryCategories } from '@trove/core/gallery';
import { galleryCategoriesFixture } from '@trove/test-utils';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CategoryPanelView } from './CategoryPanelView';

const NAMES = [
  'Coins',
  'Banknotes',
  'Stamps',
  'Medals',
  'Militaria',
  'Tokens',
  'Postcards',
  'Maps',
  'Antiques',
  'Pottery',
  'Glass',
];

/** Eleven main categories, three behind More..., each with two subcategories. */
function manyCategories(): GalleryCategories {
  const slug = (name: string) => name.toLowerCase();
  const map: Record<string, unknown> = { _order: NAMES.map(slug) };
  for (const name of NAMES)
    map[slug(name)] = {
      name,
      slug: slug(name),
      subcategories: {
        _order: [`${slug(name)}-nz`, `${slug(name)}-world`],
        [`${slug(name)}-nz`]: { name: `New Zealand ${name}`, slug: `${slug(name)}-nz` },
        [`${slug(name)}-world`]: { name: `World ${name}`, slug: `${slug(name)}-world` },
      },
    };
  return map as GalleryCategories;
}

const meta = {
  title: 'Search/Filters/CategoryPanelView',
  component: CategoryPanelView,
  decorators: [
    (Story) => (
      <div style={{ padding: 16 }}>
        <Story />
      </div>
    ),
  ],
  args: { categories: galleryCategoriesFixture(), params: defaultGalleryParams, onParamsChange: fn() },
} satisfies Meta<typeof CategoryPanelView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const MainCategories: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Coins' }));
    await expect(args.onParamsChange).toHaveBeenCalledWith(expect.objectContaining({ category: ['coins'] }));
  },
};

/** A chosen subcategory: its main category and it are pressed, with the other subcategories beside it. */
export const SubcategoryChosen: Story = {
  args: { params: { ...defaultGalleryParams, category: ['gold'] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Coins' })).toHaveAttribute('aria-pressed', 'true');
    const subcategories = within(canvas.getByRole('list', { name: 'Coins subcategories' }));
    await expect(subcategories.getByRole('button', { name: 'Gold' })).toHaveAttribute('aria-pressed', 'true');
    await expect(subcategories.getByRole('button', { name: 'Silver' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  },
};

/** More... shows the rest of the main categories. */
export const ManyCategories: Story = {
  args: { categories: manyCategories() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Pottery' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'More...' }));
    await expect(canvas.getByRole('button', { name: 'Pottery' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Less' })).toHaveAttribute('aria-expanded', 'true');
  },
};

export const Loading: Story = {
  args: { categories: undefined },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('status', { name: 'Loading categories' }),
    ).toBeInTheDocument();
  },
};
