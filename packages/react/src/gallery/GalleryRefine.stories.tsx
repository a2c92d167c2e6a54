import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { GalleryRefine, type GalleryRefineProps } from './GalleryRefine';

function Panels() {
  return (
    <>
      <section aria-label="Categories">
        <button type="button" className="trove-chip">
          New Zealand Coins
        </button>
      </section>
      <section aria-label="Saved Searches">
        <p>Save this search</p>
      </section>
    </>
  );
}

/** The site's part: its mobile bar's Refine opens the drawer. */
function WithOpener(props: Pick<GalleryRefineProps, 'drawer'>) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="trove-button" onClick={() => setOpen(true)}>
        Refine
      </button>
      <GalleryRefine {...props} isOpen={open} onOpenChange={setOpen}>
        <Panels />
      </GalleryRefine>
    </>
  );
}

const meta = {
  title: 'Gallery/GalleryRefine',
  component: WithOpener,
} satisfies Meta<typeof WithOpener>;

export default meta;
type Story = StoryObj<typeof meta>;

/** On a phone: the panels wait in a drawer (a modal dialog) until Refine opens it; Escape closes it. */
export const Drawer: Story = {
  args: { drawer: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('region', { name: 'Categories' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Refine' }));
    const page = within(canvasElement.ownerDocument.body);
    const dialog = await page.findByRole('dialog', { name: 'Refine' });
    await expect(within(dialog).getByRole('region', { name: 'Categories' })).toBeVisible();
    await expect(within(dialog).getByRole('region', { name: 'Saved Searches' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('dialog', { name: 'Refine' })).toBeNull());
  },
};

/** On a wide screen: the panels beside the tiles, in an aside named Refine. */
export const Aside: Story = {
  args: { drawer: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const aside = canvas.getByRole('complementary', { name: 'Refine' });
    await expect(within(aside).getByRole('region', { name: 'Categories' })).toBeVisible();
  },
};
