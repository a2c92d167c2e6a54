import { galleryHandlers, lookupHandlers } from '@trove/test-utils';
import { beforeEach } from 'vitest';
import { setupMswServer } from './mswServer';

/**
 * An msw server for one test file answering the gallery and its lookups, with the paths of the
 * gallery header calls (`/api/features/...`) it received, emptied before each test.
 */
export function setupGalleryHeaderServer() {
  const featureCalls: string[] = [];
  const server = setupMswServer(
    ...lookupHandlers({
      onRequest: (url) => {
        if (url.pathname.includes('/api/features/')) featureCalls.push(url.pathname);
      },
    }),
    ...galleryHandlers(),
  );
  beforeEach(() => {
    featureCalls.length = 0;
  });
  return { server, featureCalls };
}
