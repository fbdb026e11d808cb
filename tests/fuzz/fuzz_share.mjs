#!/usr/bin/env node
// fuzz_share.mjs — a fuzz loop for the page's share-link decoder
// (web/src/lib/share.js: decodeShare, parseFragment, embedOptions).
//
// Inputs are mutations of real links (valid encodings of small programs,
// the stored corpus tests/fuzz/corpus/share/*.txt): truncated, bytes flipped
// in the base64url text or in the deflate stream, junk appended, prefixes
// changed, decompression bombs (oversized), JSON of the wrong shape, bytes
// that are not UTF-8. Every input must give {ok:true, payload} with a string
// `code` or {ok:false, error} with one of the documented errors, within a
// time bound, without throwing; a valid link must decode to what was encoded;
// parseFragment/embedOptions never throw.
//
//   node tests/fuzz/fuzz_share.mjs [--seconds N] [--seed S] [--replay]
// --replay only decodes the stored corpus and regressions (CI's smoke run).
// A failing input is written to build-fuzz/share-crash-<n>.txt and the run
// exits 1.
import { readdirSync, readFileSync, writeFileSync, mkdirSync, existsSync } from 'node:fs';
import { join, dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { decodeShare, encodeShare, parseFragment, embedOptions, toBase64Url, fromBase64Url, MAX_DECOMPRESSED }
  from '../../web/src/lib/share.js';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const corpusDir = join(root, 'tests', 'fuzz', 'corpus', 'share');
const args = process.argv.slice(2);
let seconds = 30, seed = Date.now() >>> 0, replayOnly = false;
for (let i = 0; i < args.length; i++) {
  if (args[i] === '--seconds') seconds = +args[++i];
  else if (args[i] === '--seed') seed = +args[++i] >>> 0;
  else if (args[i] === '--replay') replayOnly = true;
  else { console.error(`fuzz_share: unknown argument ${args[i]}`); process.exit(2); }
}

// xorshift32: reproducible from --seed
let st = seed || 1;
const rnd = () => { st ^= st << 13; st >>>= 0; st ^= st >>> 17; st ^= st << 5; st >>>= 0; return st / 4294967296; };
const ri = (n) => Math.floor(rnd() * n);
const pick = (a) => a[ri(a.length)];

const ERRORS = new Set(['empty', 'version', 'truncated', 'corrupted', 'oversized']);
const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

async function deflateRaw(bytes) {
  const cs = new CompressionStream('deflate-raw');
  const w = cs.writable.getWriter();
  w.write(bytes); w.close();
  return new Uint8Array(await new Response(cs.readable).arrayBuffer());
}
const link = async (bytes) => 'v1.' + toBase64Url(await deflateRaw(bytes));
const enc = new TextEncoder();

let nfail = 0;
async function fail(input, why) {
  mkdirSync(join(root, 'build-fuzz'), { recursive: true });
  const f = join(root, 'build-fuzz', `share-crash-${nfail++}.txt`);
  writeFileSync(f, input);
  console.error(`fuzz_share: ${why} (input in ${f}, seed ${seed})`);
  process.exitCode = 1;
}

// One input through every entry point; `expect` (optional) is the payload
// a valid link must give back.
async function check(text, expect) {
  const t0 = performance.now();
  let r;
  try { r = await decodeShare(text); } catch (e) { return fail(text, `decodeShare threw ${e && e.stack || e}`); }
  const ms = performance.now() - t0;
  if (ms > 5000) return fail(text, `decodeShare took ${ms | 0} ms`);
  if (!r || typeof r !== 'object') return fail(text, 'decodeShare returned no object');
  if (r.ok) {
    const p = r.payload;
    if (!p || typeof p.code !== 'string' || typeof p.engine !== 'string' || !p.flags || typeof p.flags !== 'object')
      return fail(text, `bad payload ${JSON.stringify(r).slice(0, 200)}`);
    if (enc.encode(p.code).length > MAX_DECOMPRESSED) return fail(text, 'payload larger than the cap');
  } else if (!ERRORS.has(r.error)) return fail(text, `unknown error ${JSON.stringify(r.error)}`);
  if (expect && (!r.ok || r.payload.code !== expect.code || r.payload.engine !== expect.engine))
    return fail(text, `valid link did not round-trip: ${JSON.stringify(r).slice(0, 200)}`);
  try {
    const frag = parseFragment('#s=' + text + (rnd() < 0.5 ? '&embed&panels=' + text.slice(0, 40) : ''));
    embedOptions(frag);
    embedOptions(parseFragment(text));
  } catch (e) { return fail(text, `parseFragment/embedOptions threw ${e}`); }
  return r;
}

function corpus() {
  if (!existsSync(corpusDir)) return [];
  return readdirSync(corpusDir).filter((f) => f.endsWith('.txt')).sort()
    .map((f) => readFileSync(join(corpusDir, f), 'utf8').replace(/\n$/, ''));
}

const PROGRAMS = [
  'import torch\nprint(torch.ones(2))\n', '', 'x = "\u00e9\u4e2d\ud83d\ude00"\n', 'print(1)\n'.repeat(200),
  'import torch.nn as nn\nm = nn.Linear(3, 4)\nprint(m)\n',
];

// a valid link with its payload
async function validLink() {
  const code = pick(PROGRAMS) + (rnd() < 0.3 ? String.fromCharCode(ri(0x3000)) : '');
  const engine = pick(['', 'nnscope', 'pyodide']);
  return { text: await encodeShare({ code, engine, flags: rnd() < 0.5 ? {} : { step: ri(9) } }), expect: { code, engine } };
}

// payloads whose JSON, UTF-8 or size is wrong but whose deflate stream is fine
async function oddPayload() {
  const k = ri(8);
  if (k === 0) return link(enc.encode(pick(['null', '[]', '1', '"x"', '{}', '{"v":1}', '{"v":1,"code":5}',
    '{"v":2,"code":""}', '{"v":1,"code":"","flags":[1]}', '{"v":1,"code":"","engine":7,"flags":null}', '{'])));
  if (k === 1) return link(new Uint8Array([0x7b, 0xff, 0xfe, 0x22, 0xc0, 0x80]));     // not UTF-8
  if (k === 2) return link(new Uint8Array(MAX_DECOMPRESSED + 1 + ri(4096)));       // just over the cap
  if (k === 3) return link(new Uint8Array(ri(8) << 20));                           // a bomb (MiBs of zeros)
  if (k === 4) return link(enc.encode(JSON.stringify({ v: 1, code: 'a'.repeat(MAX_DECOMPRESSED - 20 - ri(40)) })));
  if (k === 5) return 'v1.' + Array.from({ length: ri(300) }, () => pick(B64.split(''))).join('');  // random base64url
  if (k === 6) return pick(['v', 'v1', 'v1.', 'v0.AAAA', 'v99999999999999999999.AA', 'v1.=', 'v1.A', '#v1.AA', 'v1.AA==', ' v1.AA',
    'v1.' + 'A'.repeat(1 << 20), 'v-1.AA', 'v1.\u00e9', 'v1.AA\n']);
  return link(enc.encode(JSON.stringify({ v: 1, code: 'x', flags: { a: { b: [1, { c: null }] } }, extra: 'y'.repeat(ri(100)) })));
}

function mutate(text) {
  let s = text;
  const n = 1 + ri(3);
  for (let i = 0; i < n; i++) {
    const k = ri(9);
    if (k === 0 && s.length) s = s.slice(0, ri(s.length));                              // truncate
    else if (k === 1 && s.length > 3) { const j = 3 + ri(s.length - 3); s = s.slice(0, j) + pick(B64.split('')) + s.slice(j + 1); }
    else if (k === 2) s += Array.from({ length: 1 + ri(16) }, () => pick(B64.split(''))).join('');
    else if (k === 3 && s.length > 3) { const j = 3 + ri(s.length - 3); s = s.slice(0, j) + s.slice(j + 1 + ri(8)); }
    else if (k === 4) s = s.replace(/^v\d+/, 'v' + pick(['0', '2', '01', '1e0', '']));
    else if (k === 5 && s.length) { const j = ri(s.length); s = s.slice(0, j) + String.fromCharCode(ri(0x110)) + s.slice(j); }
    else if (k === 6 && s.length > 3) {                                                   // flip a bit in the deflate stream
      const raw = fromBase64Url(s.slice(3));
      if (raw instanceof Uint8Array && raw.length) { raw[ri(raw.length)] ^= 1 << ri(8); s = 'v1.' + toBase64Url(raw); }
    } else if (k === 7 && s.length > 3) s = s.slice(0, 3) + s.slice(3).split('').reverse().join('');
    else if (k === 8) s = s + s.slice(3);
  }
  return s;
}

const t0 = Date.now();
let execs = 0;
const seeds = corpus();
for (const s of seeds) { await check(s); execs++; }
if (!replayOnly) {
  while (Date.now() - t0 < seconds * 1000 && nfail < 5) {
    const k = ri(4);
    if (k === 0) { const v = await validLink(); await check(v.text, v.expect); }
    else if (k === 1) await check(await oddPayload());
    else if (k === 2 && seeds.length) await check(mutate(pick(seeds)));
    else { const v = await validLink(); await check(mutate(v.text)); }
    execs++;
  }
}
const secs = (Date.now() - t0) / 1000;
console.log(`fuzz_share: ${execs} inputs in ${secs.toFixed(1)} s (${(execs / Math.max(secs, 0.001)).toFixed(0)}/s), ` +
  `${nfail} failures, seed ${seed}`);
