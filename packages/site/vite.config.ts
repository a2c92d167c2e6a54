import { createRequire } from 'node:module';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { sourceResolve } from '../../vitest.shared';
import { PREACT_FOR_REACT } from '../elements/preactRuntime';

const apiTarget = process.env.TROVE_API_URL ?? 'http://localhost:8080';

// The site runs on preact/compat, as the partner scripts do (issue 14): React DOM alone was 65.6 kB
// of the gallery route's 164 kB first script, against a budget of 120 kB. The source stays React 19
// code; these are the scripts' own aliases (packages/elements/preactRuntime.ts, with its react-dom
// shim for react-aria's collections and keyboard handlers), resolved from the elements package,
// which depends on Preact. The end-to-end tests run this build.
const fromElements = createRequire(new URL('../elements/package.json', import.meta.url));
const exactly = (name: string) => new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}$`);
const preactAliases = Object.entries(PREACT_FOR_REACT).map(([name, target]) => ({
  find: exactly(name),
  replacement: target.startsWith('/') ? target : fromElements.resolve(target),
}));

export default defineConfig({
  ...sourceResolve,
  resolve: { ...sourceResolve.resolve, alias: preactAliases },
  plugins: [
    react(),
    // A .br and a .gz beside each built file of 1 kB and more, which the server sends to browsers
    // that accept them (@fastify/static preCompressed): compressed once, at build time.
    compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024, logLevel: 'silent' }),
  ],
  server: {
    port: 5173,
    proxy: { '/api': apiTarget, '/thumbnails': apiTarget, '/elements': apiTarget },
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    // The entry is the gallery route's first script (the other pages are chunks it loads on demand):
    // its fixed name is what the size budget in .size-limit.json measures.
    rollupOptions: { output: { entryFileNames: 'assets/entry-[hash].js' } },
  },
});
