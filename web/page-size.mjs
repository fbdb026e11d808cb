// page-size.mjs — the page's start-up script and its limit. The start-up
// script is every script the built index.html makes the browser load before
// the first paint: its module scripts and modulepreload links, and whatever
// those import statically, recursively. Chunks imported dynamically (the
// views but the tree, the lessons, the editor's extras, the tree's zoom) and
// the worker with the engine are not part of it. Its size is gzip -9, summed
// file by file; the limit is pageScriptGzipBytes in wasm-build/size-limits.json,
// the one place it is written. vite.config.js fails the build past it,
// tests/bench/run.mjs prints it against the limit, tests/web/page-size.test.js
// checks a built page (docs/decisions.md, "The page's start-up script").
//   node web/page-size.mjs [DIST]   prints each file and exits 1 past the limit
import { readFileSync, existsSync } from 'node:fs';
import { join, dirname, posix } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const here = dirname(fileURLToPath(import.meta.url));
export const DIST = join(here, 'dist');
export const LIMITS_FILE = join(here, '..', 'wasm-build', 'size-limits.json');

export function pageScriptLimit() {
  return JSON.parse(readFileSync(LIMITS_FILE, 'utf8')).pageScriptGzipBytes;
}

// The relative specifiers of the static imports at the head of a built chunk
// (Rollup/Rolldown write them first: `import{a as b}from"./x.js";`).
export function staticImports(code) {
  const re = /\s*import\s*(?:[^'"`;]*?from\s*)?["'](\.\.?\/[^"']+)["']\s*;?/y;
  const out = [];
  for (let m; (m = re.exec(code));) out.push(m[1]);
  return out;
}

// The scripts index.html loads at start: paths relative to dist, in order.
export function startupScripts(dist = DIST) {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const tags = html.match(/<(script|link)\b[^>]*>/g) || [];
  const seeds = [];
  for (const tag of tags) {
    const isScript = /^<script\b/.test(tag) && /\btype=["']module["']/.test(tag);
    const isPreload = /^<link\b/.test(tag) && /\brel=["']modulepreload["']/.test(tag);
    const m = /\b(?:src|href)=["']([^"']+)["']/.exec(tag);
    if ((isScript || isPreload) && m && !/^[a-z]+:/i.test(m[1])) seeds.push(posix.normalize(m[1].replace(/^\.?\//, '')));
  }
  const seen = new Set();
  const walk = (rel) => {
    if (seen.has(rel)) return;
    seen.add(rel);
    const file = join(dist, rel);
    if (!existsSync(file)) throw new Error(`page-size: ${rel} is named by the page but missing from ${dist}`);
    for (const spec of staticImports(readFileSync(file, 'utf8'))) walk(posix.normalize(posix.join(posix.dirname(rel), spec)));
  };
  seeds.forEach(walk);
  return [...seen];
}

// { files: [{ file, raw, gz }], total, limit, ok } for the built page in dist.
export function checkPageSize(dist = DIST) {
  const files = startupScripts(dist).map((file) => {
    const raw = readFileSync(join(dist, file));
    return { file, raw: raw.length, gz: gzipSync(raw, { level: 9, memLevel: 9 }).length };
  });
  const total = files.reduce((a, f) => a + f.gz, 0);
  const limit = pageScriptLimit();
  return { files, total, limit, ok: total <= limit };
}

export function report(r) {
  const lines = r.files.map((f) => `  ${f.file}  ${f.raw} bytes, ${f.gz} gzip -9`);
  lines.push(`page start-up script: ${(r.total / 1000).toFixed(1)} kB gzip -9 (limit ${(r.limit / 1000).toFixed(1)} kB, wasm-build/size-limits.json)`);
  return lines.join('\n');
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const r = checkPageSize(process.argv[2] || DIST);
  console.log(report(r));
  if (!r.ok) {
    console.error(`page-size: the start-up script (${r.total} bytes gzip -9) is past its limit of ${r.limit} bytes`);
    process.exit(1);
  }
}
