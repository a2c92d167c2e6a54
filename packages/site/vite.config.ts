import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { sourceResolve } from '../../vitest.shared';

const apiTarget = process.env.TROVE_API_URL ?? 'http://localhost:8080';

export default defineConfig({
  ...sourceResolve,
  plugins: [react()],
  server: {
    port: 5173,
    proxy: { '/api': apiTarget, '/thumbnails': apiTarget, '/elements': apiTarget },
  },
  build: { outDir: 'dist', sourcemap: true },
});
