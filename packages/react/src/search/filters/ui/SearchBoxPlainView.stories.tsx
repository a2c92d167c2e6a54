import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SearchBoxPlainView, type SearchBoxPlainViewProps } from './SearchBoxPlainView';

/** The view with its text kept in state. */
function StatefulPlainBox(props: SearchBoxPlainViewProps) {
  const [text, setText] = useState(props.inputValue);
  return <SearchBoxPlainView {...props} inputValue={text} onInputChange={setText} />;
}

/** The search box before its combobox has loaded (`DeferredSearchBox`): the look of `SearchBoxView`. */
const meta = {
  title: 'Search/Filters/SearchBoxPlainView',
  component: SearchBoxPlainView,
  render: (args) => <StatefulPlainBox {...args} />,
  decorators: [
    (Story) => (
      <div style={{ padding: 16 }}>
        <Story />
      </div>
    ),
  ],
  args: { inputValue: '', onSubmit: fn(), onIntent: fn() },
} satisfies Meta<typeof SearchBoxPlainView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Empty, announced as the collapsed combobox it becomes; pointing at it is an intent to use it. */
export const Empty: Story = {
  play: async ({ canvasElement, args }) => {
    const box = within(canvasElement).getByRole('combobox', { name: 'Search' });
    await expect(box).toHaveValue('');
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await userEvent.hover(box);
    await expect(args.onIntent).toHaveBeenCalled();
  },
};

/** With the gallery's keywords; Escape clears them, Enter searches what is typed. */
export const WithKeywords: Story = {
  args: { inputValue: 'sovereign' },
  play: async ({ canvasElement, args }) => {
    const box = within(canvasElement).getByRole('combobox', { name: 'Search' });
    await expect(box).toHaveValue('sovereign');
    await userEvent.click(box);
    await userEvent.keyboard('{Escape}');
    await expect(box).toHaveValue('');
    await userEvent.type(box, 'florin{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith('florin');
  },
};
