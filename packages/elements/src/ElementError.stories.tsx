import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ElementError, elementErrorTitle } from './ElementError';
import { elementErrorCss } from './elementAttributes';

/** Every element's error state: a missing or bad attribute, named with the form it takes. */
const meta = {
  title: 'Elements/ElementError',
  component: ElementError,
  decorators: [
    (Story) => (
      <div style={{ padding: 16, maxWidth: 640 }}>
        <style>{elementErrorCss}</style>
        <Story />
      </div>
    ),
  ],
  args: {
    tag: 'trove-gallery',
    problems: [{ attribute: 'columns', value: '4', expected: '1, 3 or 6' }],
  },
} satisfies Meta<typeof ElementError>;

export default meta;
type Story = StoryObj<typeof meta>;

/** `<trove-gallery columns="4">`. */
export const BadAttribute: Story = {
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent(`${elementErrorTitle}columns="4" is not valid: expected 1, 3 or 6`);
  },
};

/** `<trove-bid-panel>` without `lot-id`, and a bad `api-base`: one line each. */
export const MissingAndBad: Story = {
  args: {
    tag: 'trove-bid-panel',
    problems: [
      {
        attribute: 'api-base',
        value: 'market.example',
        expected: 'an http(s) URL of the Trove server, e.g. https://market.example',
      },
      { attribute: 'lot-id', value: undefined, expected: 'the number of a lot, e.g. lot-id="12"' },
    ],
  },
  play: async ({ canvasElement }) => {
    const items = within(canvasElement).getAllByRole('listitem');
    await expect(items.map((item) => item.textContent)).toEqual([
      'api-base="market.example" is not valid: expected an http(s) URL of the Trove server, e.g. https://market.example',
      'the lot-id attribute is missing: expected the number of a lot, e.g. lot-id="12"',
    ]);
  },
};
