import { existsSync } from 'node:fs';

/** Workspace packages resolve each other's `src` through this export condition: no build needed to test. */
export const SOURCE_CONDITION = '@trove/source';

export const sourceResolve = {
  resolve: { conditions: [SOURCE_CONDITION, 'module', 'browser', 'development|production'] },
  ssr: { resolve: { conditions: [SOURCE_CONDITION, 'module', 'node', 'development|production'] } },
};

/** Debian's Chromium where installed (CI, these machines), else Playwright's own browser. */
export const chromiumPath = existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined;

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];
