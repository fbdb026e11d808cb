import { defineConfig } from 'vite';
import preact from '@preact/preset-vite';

// The page is built from web/ into web/dist. The engine (wasm-build/out) is
// imported by the worker and bundled as assets.
export default defineConfig({
  root: new URL('.', import.meta.url).pathname,
  base: './',
  plugins: [preact()],
  build: { outDir: 'dist', emptyOutDir: true, target: 'es2022', assetsInlineLimit: 0, chunkSizeWarningLimit: 1500 },
  worker: { format: 'es' },
  server: { fs: { allow: ['..'] } },
});
