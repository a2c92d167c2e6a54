import type { Meta, StoryObj } from '@storybook/react-vite';
import { defaultGalleryParams, type GalleryParams } from '@trove/core/gallery';
import { galleryHandlers } from '@trove/test-utils';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CategoryPanel, type CategoryPanelProps } from './CategoryPanel';

/** The site's part: it keeps the params. */
function StatefulPanel({ params: initial, onParamsChange, ...props }: CategoryPanelProps) {
  const [params, setParams] = useState<GalleryParams>(initial);
  return (
    <CategoryPanel
      {...props}
      params={params}
      onParamsChange={(next) => {
        setParams(next);
        onParamsChange?.(next);
      }}
    />
  );
}

/** The category panel over msw: the categories come with the gallery's first page. */
const meta = {
  title: 'Search/Filters/CategoryPanel (connected)',
  component: CategoryPanel,
  render: (args) => <StatefulPanel {...args} />,
  decorators: [
    (Story) => (
      <div style={{ padding: 16 }}>
        <Story />
      </div>
    ),
  ],
  args: { params: defaultGalleryParams, onParamsChange: fn() },
  parameters: { msw: { handlers: { gallery: galleryHandlers() } } },
} satisfies Meta<typeof CategoryPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Choosing Coins shows its subcategories. */
export const ChoosesACategory: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Coins' }));
    await expect(args.onParamsChange).toHaveBeenCalledWith(expect.objectContaining({ category: ['coins'] }));
    await expect(await canvas.findByRole('list', { name: 'Coins subcategories' })).toBeVisible();
  },
};
