import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { sourceResolve } from '../../vitest.shared';

const apiTarget = process.env.TROVE_API_URL ?? 'http://localhost:8080';

export default defineConfig({
  ...sourceResolve,
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
