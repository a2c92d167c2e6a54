import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PaginationView } from './PaginationView';

const meta = {
  title: 'Shell/PaginationView',
  component: PaginationView,
  args: { page: 1, pageCount: 4, onPageChange: fn() },
} satisfies Meta<typeof PaginationView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** What each list item shows, the ellipses (hidden from assistive technology) included. */
const pages = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .getAllByRole('listitem', { hidden: true })
    .map((item) => item.textContent);

export const FewPages: Story = {
  play: async ({ canvasElement }) => {
    await expect(pages(canvasElement)).toEqual(['Previous', '1', '2', '3', '4', 'Next']);
    await expect(within(canvasElement).getByRole('button', { name: 'Previous' })).toBeDisabled();
  },
};

/** Six page links around the current page, ellipses either side. */
export const ManyPages: Story = {
  args: { page: 10, pageCount: 20 },
  play: async ({ canvasElement, args }) => {
    await expect(pages(canvasElement)).toEqual([
      'Previous',
      '…',
      '7',
      '8',
      '9',
      '10',
      '11',
      '12',
      '…',
      'Next',
    ]);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Page 12' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(12);
  },
};

export const LastPage: Story = {
  args: { page: 20, pageCount: 20 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Next' })).toBeDisabled();
  },
};
