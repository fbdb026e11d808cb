import { defineConfig } from 'vite';
import preact from '@preact/preset-vite';
import { precompress } from './precompress.mjs';

// The page is built from web/ into web/dist. The engine (wasm-build/out) is
// imported by the worker and bundled as assets.
export default defineConfig({
  root: new URL('.', import.meta.url).pathname,
  base: './',
  // after the bundle is written: .gz and .br twins for web/serve.mjs and static hosts
  plugins: [preact(), { name: 'nnscope-precompress', apply: 'build', closeBundle() { precompress(new URL('./dist', import.meta.url).pathname); } }],
  build: { outDir: 'dist', emptyOutDir: true, target: 'es2022', assetsInlineLimit: 0, chunkSizeWarningLimit: 1500 },
  worker: { format: 'es' },
  server: { fs: { allow: ['..'] } },
});
