// page-size.test.js — web/page-size.mjs: which scripts count as the page's
// start-up script (a made-up build), and, when web/dist is built, that the
// real one is within wasm-build/size-limits.json with the lazy parts outside.
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { mkdtempSync, writeFileSync, mkdirSync, rmSync, existsSync, readFileSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { staticImports, startupScripts, checkPageSize, pageScriptLimit } from '../../web/page-size.mjs';
import { root } from './helpers.js';

describe('web/page-size.mjs', () => {
  let dir;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'nnscope-pagesize-'));
    mkdirSync(join(dir, 'assets'));
    writeFileSync(join(dir, 'index.html'), '<!doctype html><head><script type="module" crossorigin src="./assets/main-1.js"></script>'
      + '<link rel="modulepreload" crossorigin href="./assets/pre-2.js"><link rel="stylesheet" href="./assets/x.css"></head>');
    writeFileSync(join(dir, 'assets/main-1.js'), 'import{a as b}from"./shared-3.js";import"./side-4.js";const v=()=>import("./view-5.js");console.log("import x from \\"./no.js\\"")');
    writeFileSync(join(dir, 'assets/shared-3.js'), 'import*as d from"./deep-6.js";export const a=1');
    for (const f of ['pre-2.js', 'side-4.js', 'deep-6.js', 'view-5.js']) writeFileSync(join(dir, 'assets', f), `export const x=${JSON.stringify(f)};`);
  });
  afterAll(() => { dir && rmSync(dir, { recursive: true, force: true }); });

  it('reads the static imports at the head of a chunk, not dynamic ones or strings', () => {
    expect(staticImports('import{a as b,c}from"./x-1.js";import"./y.js";\nimport * as z from \'../z.js\';f(import("./lazy.js"))'))
      .toEqual(['./x-1.js', './y.js', '../z.js']);
    expect(staticImports('const s="import{a}from\\"./x.js\\""')).toEqual([]);
  });
  it('the start-up script: module scripts, modulepreloads and their static imports, recursively', () => {
    expect(startupScripts(dir).sort()).toEqual(['assets/deep-6.js', 'assets/main-1.js', 'assets/pre-2.js', 'assets/shared-3.js', 'assets/side-4.js']);
    const r = checkPageSize(dir);
    expect(r.files.length).toBe(5);
    expect(r.total).toBe(r.files.reduce((a, f) => a + f.gz, 0));
    expect(r.limit).toBe(JSON.parse(readFileSync(join(root, 'wasm-build/size-limits.json'), 'utf8')).pageScriptGzipBytes);
  });
  it('a file the page names but the build lacks is an error, not a smaller size', () => {
    rmSync(join(dir, 'assets/deep-6.js'));
    expect(() => startupScripts(dir)).toThrow(/deep-6\.js/);
  });
});

const dist = join(root, 'web/dist');
describe.skipIf(!existsSync(join(dist, 'index.html')))('the built page', () => {
  it('start-up script within its limit; lessons, views, editor extras and zoom are chunks outside it', () => {
    const r = checkPageSize(dist);
    console.log(`page start-up script: ${r.total} bytes gzip -9 of ${r.limit} (${r.files.map((f) => f.file).join(' ')})`);
    expect(r.total).toBeLessThanOrEqual(pageScriptLimit());
    const start = r.files.map((f) => readFileSync(join(dist, f.file), 'utf8')).join('\n');
    // lesson 2 onwards, the views' own texts and CodeMirror's Python grammar are not in it
    expect(start).not.toContain('forgot-super-init');
    expect(start).not.toContain('name:`python`');
    const js = readdirSync(join(dist, 'assets')).filter((f) => f.endsWith('.js'));
    const lazy = js.filter((f) => !r.files.includes(`assets/${f}`));
    const has = (needle) => lazy.some((f) => readFileSync(join(dist, 'assets', f), 'utf8').includes(needle));
    expect(has('forgot-super-init')).toBe(true);
    expect(has('name:`python`')).toBe(true);
    expect(lazy.some((f) => /^editor-extras-/.test(f))).toBe(true);
    expect(lazy.some((f) => /^tree-zoom-/.test(f))).toBe(true);
  });
});
