import type { Meta, StoryObj } from '@storybook/react-vite';
import { lookupHandlers } from '@trove/test-utils';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { HostElementContext } from '../hostElement';
import { SearchWidget } from './SearchWidget';

/** `<trove-search>`'s component over msw: the site's search box with its category typeahead. */
const meta = {
  title: 'Elements/SearchWidget (trove-search)',
  component: SearchWidget,
  decorators: [
    (Story) => {
      // the element it would live in, to dispatch trove:search from
      const [host, setHost] = useState<HTMLElement | null>(null);
      return (
        <div ref={setHost} style={{ padding: 16, maxWidth: 480 }}>
          {host && (
            <HostElementContext.Provider value={host}>
              <Story />
            </HostElementContext.Provider>
          )}
        </div>
      );
    },
  ],
  args: { for: undefined },
  parameters: { msw: { handlers: { lookups: lookupHandlers() } } },
} satisfies Meta<typeof SearchWidget>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

/**
 * Three characters: the categories that match, in the widget's own list. While it is open,
 * react-aria hides the rest with aria-hidden (focus stays in the input; Tab closes the list), which
 * axe's aria-hidden-focus flags, as in SearchBox's own stories: that one rule is left out here.
 */
export const Suggestions: Story = {
  parameters: { a11y: { options: { rules: { 'aria-hidden-focus': { enabled: false } } } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('combobox', { name: 'Search' }), 'gold');
    await expect(await canvas.findByRole('option', { name: /Gold Coins/ })).toBeVisible();
  },
};
