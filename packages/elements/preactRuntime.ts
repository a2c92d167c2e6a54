import { fileURLToPath } from 'node:url';

/**
 * The React of the self-contained partner scripts (`trove-*.js`): preact/compat stands in for
 * every React entry point the source and its dependencies import, so a partner page pays a few kB
 * for the runtime instead of React's 69. The source stays React code; the ES module builds keep
 * the host page's React. The scripts' build (tsup.config.ts) and the element tests
 * (vitest.config.ts) both take their aliases from here, so the tests run what the scripts run.
 */
export const PREACT_FOR_REACT: Readonly<Record<string, string>> = {
  react: 'preact/compat',
  'react/jsx-runtime': 'preact/compat/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/compat/jsx-dev-runtime',
  // preact/compat with react-aria's collections made to render (preactDom.ts)
  'react-dom': fileURLToPath(new URL('./preactDom.ts', import.meta.url)),
  'react-dom/client': 'preact/compat/client',
  // preact/compat has useSyncExternalStore: the CommonJS shim of React 17 and older is not needed
  'use-sync-external-store/shim': 'preact/compat',
  'use-sync-external-store/shim/index.js': 'preact/compat',
};
