import { defineConfig } from 'vite';
import preact from '@preact/preset-vite';
import { precompress } from './precompress.mjs';
import { checkPageSize, report } from './page-size.mjs';

const dist = new URL('./dist', import.meta.url).pathname;

// The page is built from web/ into web/dist. The engine (wasm-build/out) is
// imported by the worker and bundled as assets. After the bundle is written:
// the start-up script is measured and the build fails past its limit
// (page-size.mjs, wasm-build/size-limits.json); then .gz and .br twins are
// written for web/serve.mjs and static hosts.
const afterBuild = {
  name: 'nnscope-after-build',
  apply: 'build',
  closeBundle() {
    const r = checkPageSize(dist);
    console.log(report(r));
    if (!r.ok) throw new Error(`the page's start-up script is ${r.total} bytes gzip -9, past its limit of ${r.limit} (wasm-build/size-limits.json): load more of it lazily (docs/decisions.md, "The page's start-up script")`);
    precompress(dist);
  },
};

export default defineConfig({
  root: new URL('.', import.meta.url).pathname,
  base: './',
  plugins: [preact(), afterBuild],
  build: { outDir: 'dist', emptyOutDir: true, target: 'es2022', assetsInlineLimit: 0, chunkSizeWarningLimit: 1500 },
  worker: { format: 'es' },
  server: { fs: { allow: ['..'] } },
});
