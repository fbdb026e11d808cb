// precompress.mjs — write a gzip (.gz) and a brotli (.br) twin next to every
// compressible file of the built lab, at build time, with Node's zlib: the
// server (web/serve.mjs) or a static host then sends the smaller one to a
// browser that accepts it, and compresses nothing per request.
//   node web/precompress.mjs [DIR]   (default web/dist; vite.config.js runs it after each build)
import { readdirSync, readFileSync, writeFileSync, statSync } from 'node:fs';
import { join, extname, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync, brotliCompressSync, constants } from 'node:zlib';

export const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.wasm', '.svg', '.json', '.txt', '.map']);

// Every compressible file under dir (recursively), without the twins.
function files(dir) {
  const out = [];
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, e.name);
    if (e.isDirectory()) out.push(...files(p));
    else if (COMPRESSIBLE.has(extname(e.name))) out.push(p);
  }
  return out;
}

// Returns [{ file, raw, gz, br }] with byte sizes. A twin is only kept when it
// is smaller than the original (tiny files may grow).
export function precompress(dir) {
  const sizes = [];
  for (const file of files(dir)) {
    const raw = readFileSync(file);
    const gz = gzipSync(raw, { level: 9 });
    const br = brotliCompressSync(raw, { params: {
      [constants.BROTLI_PARAM_QUALITY]: 11,
      [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
      [constants.BROTLI_PARAM_MODE]: extname(file) === '.wasm' ? constants.BROTLI_MODE_GENERIC : constants.BROTLI_MODE_TEXT,
    } });
    const row = { file, raw: raw.length, gz: null, br: null };
    if (gz.length < raw.length) { writeFileSync(`${file}.gz`, gz); row.gz = gz.length; }
    if (br.length < raw.length) { writeFileSync(`${file}.br`, br); row.br = br.length; }
    sizes.push(row);
  }
  return sizes;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const dir = process.argv[2] || join(dirname(fileURLToPath(import.meta.url)), 'dist');
  statSync(dir);
  let raw = 0, br = 0;
  for (const r of precompress(dir)) { raw += r.raw; br += r.br ?? r.raw; }
  console.log(`precompressed ${dir}: ${raw} bytes, ${br} as brotli`);
}
