import '../packages/react/src/styles/trove.css';
import type { Decorator, Preview } from '@storybook/react-vite';
import { createMemoryStorage, createTroveClient } from '@trove/core';
import { createTroveQueryClient, TroveProvider } from '@trove/react';
import { settingsHandlers } from '@trove/test-utils';
import { initialize, mswLoader } from 'msw-storybook-addon';

initialize({ onUnhandledRequest: 'bypass', quiet: true });

// Every story gets its own client and cache, so one story's data never shows in another.
const withTrove: Decorator = (Story) => (
  <TroveProvider
    client={createTroveClient({ baseUrl: '', storage: createMemoryStorage() })}
    queryClient={createTroveQueryClient()}
  >
    <Story />
  </TroveProvider>
);

const preview: Preview = {
  decorators: [withTrove],
  loaders: [mswLoader],
  parameters: {
    // story tests fail on any accessibility violation
    a11y: { test: 'error' },
    msw: { handlers: { settings: settingsHandlers() } },
    layout: 'fullscreen',
  },
};

export default preview;
