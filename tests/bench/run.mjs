#!/usr/bin/env node
// run.mjs — `npm run bench`: nnscope against the peers a user would pick instead,
// every figure measured side by side in this run (same process or same script).
//
// Prints one JSON line per figure ({"name","ours","peer","ratio","unit",...}) to
// stdout and to tests/bench/results.jsonl, then a table (also written as Markdown
// to tests/bench/results.md). `ratio` is always "times better than the peer":
// peer/ours for lower-is-better units (bytes, ms, ns, KiB), ours/peer for GFLOPS.
// Each timing is the median of at least 5 repetitions (--reps N).
//
//   node tests/bench/run.mjs [--only size,coldstart,browser,interp,matmul,ops,corpus,memory] [--reps N]
//                            [--merge] (keep earlier figures of sections not run now)
//                            [--corpus-peer-reps N]   (PyTorch 2.6 over the corpus: ~1 min a pass on an idle
//                            machine, far more on a loaded one; the figure says how many passes it took)
//
// Needs: build/nnscope and libnnscope_core.a (npm run build:native), wasm-build/out
// (npm run build:wasm), emcc, /usr/bin/python3 with torch, /usr/bin/chromium,
// ../shared/tools/torch-oracle for the corpus figure. A missing piece turns its
// figures into "not measurable" lines; nothing is faked.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync, appendFileSync, mkdirSync, readdirSync, statSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { dirname, join, resolve, extname, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync, constants as zc } from 'node:zlib';
import { createRequire, register } from 'node:module';
import os from 'node:os';
import { checkPageSize } from '../../web/page-size.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, '..', '..');
const cache = join(here, '.cache');
const require = createRequire(import.meta.url);
const argv = process.argv.slice(2);
const opt = (name, dflt) => { const i = argv.indexOf(name); return i >= 0 ? argv[i + 1] : dflt; };
const REPS = Math.max(5, Number(opt('--reps', 5)));
const CORPUS_PEER_REPS = Math.max(1, Number(opt('--corpus-peer-reps', REPS)));
const ONLY = opt('--only', '') ? new Set(opt('--only', '').split(',')) : null;
const NATIVE = join(root, 'build', 'nnscope');
const PY = '/usr/bin/python3';
const ORACLE = resolve(root, '..', 'shared', 'tools', 'torch-oracle');
const CORPUS = resolve(root, '..', 'shared', 'corpus');
const RESULTS = join(here, 'results.jsonl');

mkdirSync(cache, { recursive: true });
// --merge: keep the figures of an earlier run that this run does not measure again
// (to re-measure one section); otherwise results.jsonl starts empty.
const MERGE = argv.includes('--merge');
const earlier = MERGE && existsSync(RESULTS) ? readFileSync(RESULTS, 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l)) : [];
writeFileSync(RESULTS, '');
const figures = [];
const log = (s) => process.stderr.write(s + '\n');

// ------------------------------------------------------------------ helpers

const median = (xs) => { const s = [...xs].sort((a, b) => a - b); const n = s.length; return n % 2 ? s[(n - 1) / 2] : (s[n / 2 - 1] + s[n / 2]) / 2; };
const geomean = (xs) => Math.exp(xs.reduce((a, x) => a + Math.log(x), 0) / xs.length);
const round = (x, d = 3) => (x == null ? null : Number(x.toPrecision(d + 1)));

// Record one figure. better: 'lower' | 'higher'; target: minimum ratio, or null.
function fig({ name, ours, peer, unit, better = 'lower', target = null, note = '', peerName = '' }) {
  const ok = ours != null && peer != null && ours > 0 && peer > 0;
  const ratio = ok ? (better === 'lower' ? peer / ours : ours / peer) : null;
  const rec = {
    name, ours: round(ours, 4), peer: round(peer, 4), ratio: round(ratio, 3), unit,
    better, target, met: target != null && ratio != null ? ratio >= target : null, peer_name: peerName, note,
  };
  figures.push(rec);
  const line = JSON.stringify(rec);
  process.stdout.write(line + '\n');
  appendFileSync(RESULTS, line + '\n');
  return rec;
}
const notYet = (name, unit, reason, extra = {}) => fig({ name, ours: null, peer: extra.peer ?? null, unit, ...extra, note: 'not measurable yet: ' + reason });
const noPeer = (name, unit, ours, reason, extra = {}) => fig({ name, ours, peer: null, unit, ...extra, note: 'peer cannot run here: ' + reason });

// Run a command; resolves {code, out, err, ms, rssKb, firstLineMs}. Uses
// /usr/bin/time for the peak RSS of the process tree (max over waited children).
function run(cmd, args, { cwd = root, env = {}, timeoutMs = 600000, time = true } = {}) {
  return new Promise((res) => {
    const tf = join(cache, `time-${process.pid}-${Math.random().toString(36).slice(2)}.txt`);
    const useTime = time && existsSync('/usr/bin/time');
    const [c, a] = useTime ? ['/usr/bin/time', ['-f', '%M', '-o', tf, cmd, ...args]] : [cmd, args];
    const t0 = process.hrtime.bigint();
    let firstLineMs = null;
    const p = spawn(c, a, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    const out = [], err = [];
    p.stdout.on('data', (d) => {
      if (firstLineMs == null && d.includes(10)) firstLineMs = Number(process.hrtime.bigint() - t0) / 1e6;
      out.push(d);
    });
    p.stderr.on('data', (d) => err.push(d));
    const timer = setTimeout(() => p.kill('SIGKILL'), timeoutMs);
    p.on('close', (code, sig) => {
      clearTimeout(timer);
      const ms = Number(process.hrtime.bigint() - t0) / 1e6;
      let rssKb = null;
      if (useTime && existsSync(tf)) {
        const m = readFileSync(tf, 'utf8').trim().split('\n').pop().match(/^(\d+)$/);
        rssKb = m ? Number(m[1]) : null;
        rmSync(tf, { force: true });
      }
      res({ code: sig ? 128 : code, out: Buffer.concat(out).toString(), err: Buffer.concat(err).toString(), ms, rssKb, firstLineMs });
    });
  });
}

// A program's reason for failing, in one line.
function why(r) {
  const lines = (r.err + '\n' + r.out).trim().split('\n').filter(Boolean);
  const sig = r.code === 128 || r.code === 139 || r.code == null ? 'crashed (signal)' : `exit ${r.code}`;
  return `${sig}${lines.length ? ': ' + lines[lines.length - 1].slice(0, 160) : ''}`;
}

const parseTimes = (text) => { const m = text.match(/^TIMES (.*)$/m); return m ? m[1].trim().split(/\s+/).map(Number) : null; };
const parseResult = (text) => { const m = text.match(/^RESULT (.*)$/m); return m ? m[1].trim() : null; };
const header = (work, n, reps) => `WORK = ${JSON.stringify(work)}; N = ${n}; REPS = ${reps}\n`;
const script = (name) => readFileSync(join(here, 'py', name), 'utf8');
function writeScript(file, text) { const p = join(cache, file); writeFileSync(p, text); return p; }
const NATIVE_ARGS = ['--budget', '0', '--mem', '4096'];

function need(path, what) { if (!existsSync(path)) throw new Error(`${what} missing (${relative(root, path)})`); }
const section = (s) => !ONLY || ONLY.has(s);

let engineP = null; // the WASM engine, loaded once per process
async function wasmEngine() {
  if (!engineP) {
    need(join(root, 'wasm-build', 'out', 'nnscope-simd.wasm'), 'WASM build');
    engineP = import(pathToFileURL(join(root, 'wasm-build', 'engine.mjs')).href).then(({ createEngine }) =>
      createEngine({ getBinary: (v) => readFileSync(join(root, 'wasm-build', 'out', `nnscope-${v}.wasm`)) }));
  }
  return engineP;
}
// Run Python source text in the WASM engine; returns {status, out}.
async function wasmRun(src) {
  const engine = await wasmEngine();
  const dec = new TextDecoder();
  let out = '';
  const status = engine.run(src, { filename: 'bench.py', limits: { budgetMillions: 1e6, memMb: 2000 }, onWrite: (_s, b) => { out += dec.decode(b); } });
  return { status, out };
}

let pyodideP = null;
async function pyodide() {
  if (!pyodideP) pyodideP = import('pyodide').then(({ loadPyodide }) => loadPyodide({ stdout: () => {} }));
  return pyodideP;
}
async function pyodideRun(src) {
  const py = await pyodide();
  let out = '';
  py.setStdout({ batched: (s) => { out += s + '\n'; } });
  py.runPython(src, { globals: py.toPy({}) });
  return out;
}

let tfP = null;
async function tfjs() {
  if (!tfP) {
    tfP = (async () => {
      const tf = await import('@tensorflow/tfjs-core');
      // tf.train needs the gradients, which only tfjs-core's ES-module files register.
      register('./peers/tfjs_esm_hook.mjs', import.meta.url);
      await import('@tensorflow/tfjs-core/dist/register_all_gradients.js');
      const wasm = await import('@tensorflow/tfjs-backend-wasm');
      const dist = dirname(require.resolve('@tensorflow/tfjs-backend-wasm')) + '/';
      tf.env().set('WASM_HAS_MULTITHREAD_SUPPORT', false);
      wasm.setWasmPaths(dist);
      wasm.setThreadsCount(1);
      if (!(await tf.setBackend('wasm'))) throw new Error('tfjs wasm backend did not initialise');
      await tf.ready();
      return tf;
    })();
  }
  return tfP;
}

// Time fn() (ns per call): calibrate a batch to >= targetMs, median of REPS batches.
function timeCalls(fn, targetMs = 30) {
  let iters = 1;
  for (;;) {
    const t0 = performance.now();
    for (let i = 0; i < iters; i++) fn();
    const dt = performance.now() - t0;
    if (dt >= targetMs || iters > 1 << 24) break;
    iters *= dt < targetMs / 10 ? 8 : 2;
  }
  const ts = [];
  for (let r = 0; r < REPS; r++) {
    const t0 = performance.now();
    for (let i = 0; i < iters; i++) fn();
    ts.push(((performance.now() - t0) * 1e6) / iters);
  }
  return median(ts);
}

// ------------------------------------------------------------------ 1. download size

function gz9(file) { return gzipSync(readFileSync(file), { level: 9, memLevel: 9 }).length; }

// The size limits live in one place, wasm-build/size-limits.json (build.mjs
// fails past the engine's); here each size is reported against its limit.
const SIZE_LIMITS = JSON.parse(readFileSync(join(root, 'wasm-build', 'size-limits.json'), 'utf8'));

async function benchSize() {
  const out = join(root, 'wasm-build', 'out');
  const ours = [join(out, 'nnscope-simd.wasm'), join(out, 'nnscope-simd.mjs'), join(root, 'wasm-build', 'engine.mjs')];
  // The start-up script as web/page-size.mjs defines it (what index.html loads
  // before the first paint; the build fails past the same limit).
  if (existsSync(join(root, 'web', 'dist', 'index.html'))) {
    const page = checkPageSize(join(root, 'web', 'dist'));
    fig({ name: 'download: page start-up script (gzip -9) vs its limit', ours: page.total, peer: page.limit, unit: 'bytes', target: 1,
      peerName: 'limit in wasm-build/size-limits.json (the page build fails past it)',
      note: `${page.files.map((f) => f.file).join(' + ')}: what web/dist/index.html loads before the first paint (web/page-size.mjs); views, lessons, editor extras and the engine come later` });
  } else notYet('download: page start-up script (gzip -9) vs its limit', 'bytes', 'no page build (npm run build:web)', { target: 1 });
  if (!ours.every(existsSync)) return notYet('download: engine (wasm+js, gzip -9) vs Pyodide core', 'bytes', 'no WASM build (npm run build:wasm)');
  const oursBytes = ours.reduce((a, f) => a + gz9(f), 0);
  fig({ name: 'download: engine (wasm+js, gzip -9) vs its limit', ours: oursBytes, peer: SIZE_LIMITS.engineGzipBytes, unit: 'bytes', target: 1,
    peerName: 'limit in wasm-build/size-limits.json (wasm-build/build.mjs fails past it)', note: 'nnscope-simd.wasm + nnscope-simd.mjs + engine.mjs' });
  const lib = join(out, 'nnscope-lib.json');
  if (existsSync(lib)) {
    fig({ name: 'download: library modules read on first import (gzip -9)', ours: gz9(lib), peer: null, unit: 'bytes',
      note: 'wasm-build/out/nnscope-lib.json: the core/*/lib modules outside wasm-build/lib-boot.txt, fetched only by a program that imports one' });
  }
  const pyd = dirname(require.resolve('pyodide/package.json'));
  const pyFiles = ['pyodide.asm.wasm', 'pyodide.asm.js', 'python_stdlib.zip', 'pyodide.mjs', 'pyodide-lock.json'].map((f) => join(pyd, f));
  const pv = JSON.parse(readFileSync(join(pyd, 'package.json'), 'utf8')).version;
  if (pyFiles.every(existsSync)) {
    fig({ name: 'download: engine (wasm+js, gzip -9) vs Pyodide core', ours: oursBytes, peer: pyFiles.reduce((a, f) => a + gz9(f), 0), unit: 'bytes', target: 20,
      peerName: `pyodide ${pv}: pyodide.asm.wasm + pyodide.asm.js + python_stdlib.zip + pyodide.mjs + pyodide-lock.json`,
      note: 'ours: nnscope-simd.wasm + nnscope-simd.mjs + engine.mjs (the base variant is fetched only without SIMD)' });
  } else noPeer('download: engine (wasm+js, gzip -9) vs Pyodide core', 'bytes', oursBytes, 'pyodide npm package files missing');
  const tfd = dirname(require.resolve('@tensorflow/tfjs-backend-wasm'));
  const tcore = join(dirname(require.resolve('@tensorflow/tfjs-core')), 'tf-core.min.js');
  const tfFiles = [tcore, join(tfd, 'tf-backend-wasm.min.js'), join(tfd, 'tfjs-backend-wasm-simd.wasm')];
  if (tfFiles.every(existsSync)) {
    fig({ name: 'download: engine vs tfjs-core + tfjs-backend-wasm', ours: oursBytes, peer: tfFiles.reduce((a, f) => a + gz9(f), 0), unit: 'bytes',
      peerName: 'tf-core.min.js + tf-backend-wasm.min.js + tfjs-backend-wasm-simd.wasm 4.22.0', note: 'tfjs runs tensors only: no Python, no nn.Module' });
  } else noPeer('download: engine vs tfjs-core + tfjs-backend-wasm', 'bytes', oursBytes, 'tfjs files missing');
}

// ------------------------------------------------------------------ 2. cold start

async function benchColdNode() {
  const name = 'cold start to first line, Node (new process)';
  const hello = join(here, 'py', 'hello.py');
  if (!existsSync(join(root, 'wasm-build', 'out', 'nnscope-simd.wasm'))) return notYet(name, 'ms', 'no WASM build');
  const ours = [], peer = [];
  let peerErr = null, oursErr = null;
  for (let r = 0; r < REPS; r++) { // interleaved, so load changes hit both
    const a = await run('node', [join(root, 'wasm-build', 'nnscope.mjs'), 'run', hello], { time: false });
    if (a.code === 0 && a.out.startsWith('hello')) ours.push(a.firstLineMs); else oursErr = why(a);
    const b = await run('node', [join(here, 'peers', 'pyodide_hello.mjs')], { time: false, timeoutMs: 120000 });
    if (b.code === 0 && b.out.startsWith('hello')) peer.push(b.firstLineMs); else peerErr = why(b);
  }
  if (!ours.length) return notYet(name, 'ms', oursErr);
  if (!peer.length) return noPeer(name, 'ms', median(ours), peerErr);
  fig({ name, ours: median(ours), peer: median(peer), unit: 'ms', target: 20, peerName: 'node + loadPyodide() + print',
    note: 'spawn of `node wasm-build/nnscope.mjs run hello.py` to its first stdout line' });
}

const MIME = { '.html': 'text/html', '.mjs': 'text/javascript', '.js': 'text/javascript', '.wasm': 'application/wasm', '.json': 'application/json', '.zip': 'application/zip' };
function serve() {
  const map = [['/wasm-build/', join(root, 'wasm-build')], ['/pyodide/', dirname(require.resolve('pyodide/package.json'))], ['/bench/', join(here, 'pages')]];
  const server = createServer((req, res) => {
    const url = decodeURIComponent(new URL(req.url, 'http://x').pathname);
    for (const [prefix, dir] of map) {
      if (!url.startsWith(prefix)) continue;
      const file = resolve(dir, url.slice(prefix.length));
      if (!file.startsWith(dir) || !existsSync(file) || statSync(file).isDirectory()) break;
      res.writeHead(200, { 'content-type': MIME[extname(file)] || 'application/octet-stream', 'cache-control': 'no-store' });
      res.end(readFileSync(file));
      return;
    }
    res.writeHead(404); res.end();
  });
  return new Promise((r) => server.listen(0, '127.0.0.1', () => r(server)));
}

async function benchColdBrowser() {
  const name = 'cold start to first line, headless Chromium';
  if (!existsSync('/usr/bin/chromium')) return notYet(name, 'ms', '/usr/bin/chromium not installed');
  if (!existsSync(join(root, 'wasm-build', 'out', 'nnscope-simd.wasm'))) return notYet(name, 'ms', 'no WASM build');
  const { chromium } = await import('playwright-core');
  const server = await serve();
  const base = `http://127.0.0.1:${server.address().port}/bench/`;
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium',
    args: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'] });
  const once = async (page) => { // a fresh context: no HTTP or code cache
    const ctx = await browser.newContext();
    const p = await ctx.newPage();
    const errs = [];
    p.on('pageerror', (e) => errs.push(String(e)));
    try {
      await p.goto(base + page);
      await p.waitForFunction(() => window.__first !== undefined, null, { timeout: 120000 });
      const [t, text] = await p.evaluate(() => [window.__first, window.__text]);
      return text && text.startsWith('hello') ? { t } : { err: 'printed ' + JSON.stringify(text) };
    } catch (e) { return { err: (errs[0] || String(e)).split('\n')[0].slice(0, 160) }; } finally { await ctx.close(); }
  };
  const ours = [], peer = [];
  let oursErr, peerErr;
  try {
    for (let r = 0; r < REPS; r++) {
      const a = await once('ours.html'); if (a.t != null) ours.push(a.t); else oursErr = a.err;
      const b = await once('pyodide.html'); if (b.t != null) peer.push(b.t); else peerErr = b.err;
    }
  } finally { await browser.close(); server.close(); }
  if (!ours.length) return notYet(name, 'ms', oursErr);
  if (!peer.length) return noPeer(name, 'ms', median(ours), peerErr);
  fig({ name, ours: median(ours), peer: median(peer), unit: 'ms', target: 20, peerName: 'Pyodide from its npm files, same server',
    note: 'navigation start to first printed line; new browser context per repetition; localhost' });
}

// ------------------------------------------------------------------ 3. interpreter speed

// [work, N, label, group]: group 'few' = few live objects (targets 0.5x CPython
// natively, 1x Pyodide in WASM); 'live' = many live objects (20,000 instances,
// a 20,000-entry dict, sorts with a key; targets 0.7x CPython, 1x Pyodide).
const WORKS = [['fib', 27, 'recursive fib(27)', 'few'], ['loops', 300000, 'integer loops', 'few'], ['build', 150000, 'list/dict building', 'few'],
  ['classes', 200000, 'class instantiation + attributes', 'few'], ['methods', 300000, 'method calls', 'few'],
  ['live_objects', 20000, 'many live objects: 20,000 instances, attributes + methods', 'live'],
  ['live_dict', 20000, 'many live objects: 20,000-entry dict of lists/tuples', 'live'],
  ['sort_key', 20000, 'many live objects: sorts of 20,000 instances with a key', 'live']];
const NATIVE_TARGET = { few: 0.5, live: 0.7 };

async function benchInterp() {
  const src = script('pyspeed.py');
  const nat = [], wasm = [];
  for (const [w, n, label, group] of WORKS) {
    const text = header(w, n, 1) + src;
    const file = writeScript(`pyspeed_${w}.py`, text);
    // native vs CPython: REPS processes each, alternating (CPython, ours,
    // CPython, ...) so the machine's load falls on both alike; each process
    // times one repetition inside itself (start-up not included)
    const target = NATIVE_TARGET[group];
    const name = `interpreter, native: ${label}`;
    if (!existsSync(NATIVE)) { notYet(name, 'ms', 'build/nnscope missing', { target }); continue; }
    const cpT = [], usT = [];
    let bad = null, cpBad = null;
    for (let i = 0; i < REPS && !bad; i++) {
      const cp = await run(PY, [file], { time: false });
      const us = await run(NATIVE, ['run', file, ...NATIVE_ARGS], { time: false });
      const a = parseTimes(cp.out), b = parseTimes(us.out);
      if (!b) bad = why(us);
      else if (a && parseResult(us.out) !== parseResult(cp.out)) bad = `result ${parseResult(us.out)} != CPython ${parseResult(cp.out)}`;
      if (a) cpT.push(...a); else cpBad = why(cp);
      if (b) usT.push(...b);
    }
    if (bad) notYet(name, 'ms', bad, { target });
    else if (cpBad) noPeer(name, 'ms', median(usT) / 1e6, cpBad, { target });
    else nat.push(Object.assign(fig({ name, ours: median(usT) / 1e6, peer: median(cpT) / 1e6, unit: 'ms', target, peerName: 'CPython ' + pyVersion(),
      note: 'alternating processes, one timed repetition each' }), { group }));
  }
  for (const [w, n, label, group] of WORKS) {
    const text = header(w, n, REPS) + src;
    const name = `interpreter, WASM in Node: ${label}`;
    let ours = null, peer = null, err = null, perr = null;
    try {
      const r = await wasmRun(text);
      ours = r.status === 0 ? parseTimes(r.out) : null;
      if (!ours) err = `exit ${r.status}: ${r.out.trim().split('\n').pop()?.slice(0, 160)}`;
    } catch (e) { err = String(e.message || e).slice(0, 160); }
    try { peer = parseTimes(await pyodideRun(text)); } catch (e) { perr = String(e.message || e).split('\n').pop().slice(0, 160); }
    if (!ours) notYet(name, 'ms', err, { target: 1 });
    else if (!peer) noPeer(name, 'ms', median(ours) / 1e6, perr, { target: 1 });
    else wasm.push(Object.assign(fig({ name, ours: median(ours) / 1e6, peer: median(peer) / 1e6, unit: 'ms', target: 1, peerName: 'Pyodide (same Node process)' }), { group }));
  }
  for (const [group, what] of [['few', 'geometric mean'], ['live', 'many live objects, geometric mean']]) {
    const nw = WORKS.filter((x) => x[3] === group).length;
    const ng = nat.filter((f) => f.group === group), wg = wasm.filter((f) => f.group === group);
    const nname = `interpreter, native: ${what}`, wname = `interpreter, WASM in Node: ${what}`;
    if (ng.length === nw) fig({ name: nname, ours: geomean(ng.map((f) => f.ours)), peer: geomean(ng.map((f) => f.peer)), unit: 'ms', target: NATIVE_TARGET[group], peerName: 'CPython ' + pyVersion() });
    else notYet(nname, 'ms', `${nw - ng.length} workload(s) not measurable`, { target: NATIVE_TARGET[group] });
    if (wg.length === nw) fig({ name: wname, ours: geomean(wg.map((f) => f.ours)), peer: geomean(wg.map((f) => f.peer)), unit: 'ms', target: 1, peerName: 'Pyodide (same Node process)' });
    else notYet(wname, 'ms', `${nw - wg.length} workload(s) not measurable`, { target: 1 });
  }
}
let pyVer = null;
function pyVersion() { return (pyVer ??= spawnSync(PY, ['-c', 'import sys;print(sys.version.split()[0])']).stdout.toString().trim()); }

// ------------------------------------------------------------------ 4. matmul

const SHAPES = [[64, 64, 64], [128, 128, 128], [256, 256, 256], [512, 512, 512], [32, 784, 128], [1, 784, 128], [256, 2, 16]];
const MODES = [[0, 'reuse', 'same weights'], [1, 'fresh', 'fresh weights each call'], [2, 'nt', 'A @ B^T (dX = dY W^T)'], [3, 'tn', 'A^T @ B (dW = X^T dY)']];
const shapeName = ([m, k, n]) => `(${m}x${k})x(${k}x${n})`;
const flops = ([m, k, n]) => 2 * m * k * n;
const isSquare = ([m, k, n]) => m === k && k === n;
const isThin = ([m, k, n]) => (m === 256 && k === 2) || m === 1;
const mmTarget = (s) => (isSquare(s) ? 1.2 : isThin(s) ? 2 : null);

// core/kern's C files as each build takes them: WASM drops *_x86.c, native drops *_simd128.c.
function kernSources(wasm) {
  const dir = join(root, 'core', 'kern');
  return readdirSync(dir).filter((f) => f.endsWith('.c') && (wasm ? !/_x86\.c$/.test(f) : !f.endsWith('_simd128.c'))).sort().map((f) => join(dir, f));
}
function buildWasmHarness() {
  const outMjs = join(cache, 'gemm_wasm.mjs');
  const srcs = [join(here, 'gemm_bench.c'), ...kernSources(true)];
  const r = spawnSync('emcc', ['-std=c11', '-O2', '-DNDEBUG', '-msimd128', '-DNNSCOPE_SIMD128=1', `-I${join(root, 'core', 'kern')}`, `-I${join(root, 'core', 'base')}`,
    ...srcs, '-o', outMjs, '-sMODULARIZE=1', '-sEXPORT_ES6=1', '-sENVIRONMENT=web', '-sALLOW_MEMORY_GROWTH=1', '-sINITIAL_MEMORY=67108864',
    '-sEXPORTED_FUNCTIONS=[_gb_run,_gb_peak]'], { env: { ...process.env, NODE_PATH: process.env.NODE_PATH || '/usr/share/nodejs' } });
  if (r.status !== 0) throw new Error('emcc failed: ' + (r.stderr || '').toString().split('\n').filter(Boolean).pop());
  return outMjs;
}
// Linked with build/libnnscope_core.a (what build/nnscope runs); if that does not
// link (another build is rewriting it), with core/kern's sources at CMake's -O2.
function buildNativeHarness() {
  const lib = join(root, 'build', 'libnnscope_core.a');
  const exe = join(cache, 'gemm_bench');
  const base = ['-std=c11', '-O2', '-DNDEBUG', `-I${join(root, 'core', 'kern')}`, `-I${join(root, 'core', 'base')}`, join(here, 'gemm_bench.c')];
  let r = existsSync(lib) ? spawnSync('cc', [...base, lib, '-lm', '-ldl', '-o', exe]) : { status: 1 };
  if (r.status !== 0) r = spawnSync('cc', [...base, ...kernSources(false), '-lm', '-ldl', '-o', exe]);
  if (r.status !== 0) throw new Error('cc failed: ' + r.stderr.toString().split('\n').filter(Boolean).pop());
  return exe;
}
function findDnnl() {
  const r = spawnSync('sh', ['-c', 'ldconfig -p | grep -m1 "libdnnl.so.2 " | sed "s/.*=> //"']);
  const p = r.stdout.toString().trim();
  return p && existsSync(p) ? p : null;
}

async function benchMatmulWasm() {
  let h;
  try {
    const mjs = buildWasmHarness();
    const mod = await import(pathToFileURL(mjs).href);
    h = await mod.default({ wasmBinary: readFileSync(mjs.replace(/\.mjs$/, '.wasm')) });
  } catch (e) { return notYet('matmul WASM', 'GFLOPS', String(e.message || e).slice(0, 160)); }
  let tf = null, tfErr = null;
  try { tf = await tfjs(); } catch (e) { tfErr = String(e.message || e).slice(0, 160); }
  // The machine's WASM SIMD128 mul+add limit, measured in alternation with the
  // square products it is compared to (so both see the same machine load).
  // Warm-up: V8 first runs WASM on its baseline compiler and tiers hot code up in the
  // background; measure both engines once they are on optimised code.
  const warmEnd = performance.now() + 3000;
  while (performance.now() < warmEnd) {
    h._gb_run(128, 128, 128, 0, 5, 1); h._gb_run(1, 784, 128, 0, 5, 1);
    if (tf) tf.tidy(() => { for (const [m, k, n] of SHAPES.slice(0, 2)) { tf.matMul(tf.ones([m, k]), tf.ones([k, n])).dataSync(); tf.matMul(tf.ones([m, k]), tf.ones([n, k]), false, true).dataSync(); } });
  }
  h._gb_peak(200000);
  const peaks = [];
  const peakOnce = () => { const g = h._gb_peak(600000); peaks.push(g); return g; };
  // Timed one batch at a time, ours and the peer alternating, median of REPS.
  const tfOnce = (fn) => { let it = 1; for (;;) { const t0 = performance.now(); for (let i = 0; i < it; i++) fn(); const dt = performance.now() - t0; if (dt >= 30 || it > 1 << 24) return (dt * 1e6) / it; it *= dt < 3 ? 8 : 2; } };
  const rows = [];
  for (const s of SHAPES) {
    const [m, k, n] = s;
    for (const [mode, mname, label] of MODES) {
      const name = `matmul WASM ${shapeName(s)} ${mname}`;
      let peerFn = null, cleanup = () => {};
      if (tf) {
        const mk = (shape) => tf.randomUniform(shape, -0.5, 0.5);
        if (mode === 1) {
          const bufs = [mk([k, n]).dataSync(), mk([k, n]).dataSync()];
          const a = mk([m, k]);
          let i = 0;
          peerFn = () => { const b = tf.tensor2d(bufs[(i++) & 1], [k, n]); const c = tf.matMul(a, b); c.dataSync(); c.dispose(); b.dispose(); };
          cleanup = () => a.dispose();
        } else {
          const a = mode === 3 ? mk([k, m]) : mk([m, k]);
          const b = mode === 2 ? mk([n, k]) : mk([k, n]);
          peerFn = () => { const c = tf.matMul(a, b, mode === 3, mode === 2); c.dataSync(); c.dispose(); };
          cleanup = () => { a.dispose(); b.dispose(); };
        }
      }
      const o = [], p = [], pk = [];
      for (let r = 0; r < REPS; r++) {
        const ns = h._gb_run(m, k, n, mode, 30, 1);
        if (ns > 0) o.push(flops(s) / ns);
        if (peerFn) p.push(flops(s) / tfOnce(peerFn));
        if (isSquare(s) && mode === 0) pk.push(peakOnce());
      }
      cleanup();
      const ours = o.length ? median(o) : null;
      if (!tf) noPeer(name, 'GFLOPS', ours, tfErr, { better: 'higher', target: mmTarget(s) });
      else rows.push(fig({ name, ours, peer: median(p), unit: 'GFLOPS', better: 'higher', target: mmTarget(s), peerName: 'tfjs-backend-wasm 4.22 (XNNPACK, 1 thread)', note: label + (mode === 1 ? '; both copy the new weights in' : '') }));
      if (pk.length) fig({ name: `matmul WASM ${shapeName(s)} vs SIMD128 limit`, ours, peer: median(pk), unit: 'GFLOPS', better: 'higher', target: 0.8, peerName: 'measured f32x4 mul+add limit (12 accumulators, no FMA), alternated with this product' });
    }
  }
  if (peaks.length) fig({ name: 'matmul WASM: SIMD128 f32x4 mul+add limit (measured)', ours: median(peaks), peer: median(peaks), unit: 'GFLOPS', better: 'higher', peerName: 'tight loop, 12 accumulators, no FMA', note: `median of ${peaks.length} runs; reference for the 80% target` });
}

async function benchMatmulNative() {
  let exe;
  try { exe = buildNativeHarness(); } catch (e) { return notYet('matmul native', 'GFLOPS', String(e.message || e).slice(0, 160)); }
  const dnnl = findDnnl();
  const one = { OMP_NUM_THREADS: '1', DNNL_LIB: dnnl || '' };
  const xnn = await run(PY, [join(here, 'peers', 'torch_gemm.py'), JSON.stringify(SHAPES)], { time: false, env: one });
  const xnnRows = xnn.out.trim().split('\n').filter((l) => l.startsWith('{')).map((l) => JSON.parse(l));
  const gflops = (s, r, tag) => (r.code === 0 && r.out.startsWith(tag) ? flops(s) / Number(r.out.split(' ')[1]) : null);
  for (const s of SHAPES) {
    const [m, k, n] = s;
    for (const [mode, mname, label] of MODES) {
      const o = [], p = [];
      let oErr = null, pErr = dnnl ? null : 'libdnnl.so.2 not found (ldconfig -p)';
      for (let r = 0; r < REPS; r++) { // one batch per process, ours and oneDNN alternating
        const a = await run(exe, [m, k, n, mode, 30, 1].map(String), { time: false, env: one });
        const g = gflops(s, a, 'ours'); if (g) o.push(g); else oErr = why(a);
        if (mode !== 1 && !pErr) {
          const b = await run(exe, ['dnnl', m, k, n, mode, 30, 1].map(String), { time: false, env: one });
          const q = gflops(s, b, 'dnnl'); if (q) p.push(q); else pErr = why(b);
        }
      }
      const ours = o.length ? median(o) : null;
      if (mode !== 1) { // oneDNN's sgemm keeps no packed weights: fresh == reuse
        const name = `matmul native ${shapeName(s)} ${mname} vs oneDNN`;
        if (ours == null) notYet(name, 'GFLOPS', oErr, { better: 'higher', target: 0.5 });
        else if (!p.length) noPeer(name, 'GFLOPS', ours, pErr, { better: 'higher', target: 0.5 });
        else fig({ name, ours, peer: median(p), unit: 'GFLOPS', better: 'higher', target: 0.5, peerName: 'oneDNN 2 dnnl_sgemm, OMP_NUM_THREADS=1', note: label });
      }
      if (mode <= 1) {
        const name = `matmul native ${shapeName(s)} ${mname} vs XNNPACK`;
        const row = xnnRows.find((r) => r.m === m && r.k === k && r.n === n && r.mode === mname);
        if (ours == null) notYet(name, 'GFLOPS', oErr, { better: 'higher' });
        else if (!row) noPeer(name, 'GFLOPS', ours, why(xnn), { better: 'higher' });
        else fig({ name, ours, peer: flops(s) / row.ns, unit: 'GFLOPS', better: 'higher', peerName: 'torch.ops.prepacked.linear_clamp_run (PyTorch 1.13, 1 thread)',
          note: label + (mode === 1 ? '; peer re-packs each call' : '') + '; peer includes a Python call; separate process' });
      }
    }
  }
}

// ------------------------------------------------------------------ 5. per-op overhead, MLP step

const OPS = [['add', 20000, 'per-op overhead: 2x2 tensor add in a Python loop', 3], ['mlp', 300, 'MLP 2-16-16-1 training step (batch 32, MSE, SGD)', 3]];

async function benchOpsNative() {
  const src = script('torch_step.py');
  for (const [w, n, label, target] of OPS) {
    const file = writeScript(`torch_${w}.py`, header(w, n, REPS) + src);
    const name = `${label}, native`;
    const us = existsSync(NATIVE) ? await run(NATIVE, ['run', file, ...NATIVE_ARGS], { time: false }) : null;
    const pt = await run(PY, [file], { time: false, env: { OMP_NUM_THREADS: '1' } });
    const usT = us && us.code === 0 && parseTimes(us.out), ptT = pt.code === 0 && parseTimes(pt.out);
    if (!usT) notYet(name, 'us', us ? why(us) : 'build/nnscope missing', { target });
    else if (!ptT) noPeer(name, 'us', median(usT) / 1e3, why(pt), { target });
    else fig({ name, ours: median(usT) / 1e3, peer: median(ptT) / 1e3, unit: 'us', target, peerName: 'PyTorch 1.13 eager, CPython ' + pyVersion() + ', 1 thread',
      note: parseResult(us.out) === parseResult(pt.out) ? '' : `results differ: ${parseResult(us.out)} vs ${parseResult(pt.out)}` });
  }
}

// The tfjs peer of torch_step.py, in this process: ns per op / per step, median of REPS.
async function tfjsStep(tf, work, n) {
  const times = [];
  if (work === 'add') {
    const a = tf.ones([2, 2]), b = tf.fill([2, 2], 0.5);
    for (let r = 0; r < REPS; r++) {
      const t0 = performance.now();
      for (let i = 0; i < n; i++) tf.add(a, b).dispose();
      times.push(((performance.now() - t0) * 1e6) / n);
    }
    return median(times);
  }
  const init = (shape, fan) => tf.variable(tf.randomUniform(shape, -1 / Math.sqrt(fan), 1 / Math.sqrt(fan)));
  const [w1, b1, w2, b2, w3, b3] = [init([2, 16], 2), init([16], 2), init([16, 16], 16), init([16], 16), init([16, 1], 16), init([1], 16)];
  const x = tf.randomNormal([32, 2]);
  const y = tf.tidy(() => tf.mul(tf.slice(x, [0, 0], [32, 1]), tf.slice(x, [0, 1], [32, 1])));
  const optim = tf.train.sgd(0.01);
  const dense = (h, w, b) => tf.add(tf.matMul(h, w), b);
  const loss = () => tf.losses.meanSquaredError(y, dense(tf.relu(dense(tf.relu(dense(x, w1, b1)), w2, b2)), w3, b3));
  for (let r = 0; r < REPS; r++) {
    const t0 = performance.now();
    for (let i = 0; i < n; i++) optim.minimize(loss);
    times.push(((performance.now() - t0) * 1e6) / n);
  }
  return median(times);
}

async function benchOpsWasm() {
  const src = script('torch_step.py');
  let tf = null, tfErr = null;
  try { tf = await tfjs(); } catch (e) { tfErr = String(e.message || e).slice(0, 160); }
  for (const [w, n, label] of OPS) {
    const name = `${label}, WASM in Node`;
    const target = w === 'mlp' ? 5 : null;
    let ours = null, err = null;
    try {
      const r = await wasmRun(header(w, n, REPS) + src);
      ours = r.status === 0 ? parseTimes(r.out) : null;
      if (!ours) err = `exit ${r.status}: ${r.out.trim().split('\n').pop()?.slice(0, 160)}`;
    } catch (e) { err = String(e.message || e).slice(0, 160); }
    const peer = tf ? await tfjsStep(tf, w, n) : null;
    if (!ours) notYet(name, 'us', err, { target, peer: peer && peer / 1e3 });
    else if (!peer) noPeer(name, 'us', median(ours) / 1e3, tfErr, { target });
    else fig({ name, ours: median(ours) / 1e3, peer: peer / 1e3, unit: 'us', target, peerName: 'tfjs-core + tfjs-backend-wasm 4.22, 1 thread (same process)',
      note: w === 'mlp' ? 'tfjs: manual tensors + tf.train.sgd().minimize' : 'tfjs: tf.add + dispose in a JS loop' });
  }
}

// ------------------------------------------------------------------ 6. corpus, 7. memory

function corpusFiles() {
  const out = [];
  const walk = (d) => { for (const f of readdirSync(d).sort()) { const p = join(d, f); if (statSync(p).isDirectory()) walk(p); else if (f.endsWith('.py')) out.push(p); } };
  if (existsSync(CORPUS)) walk(CORPUS);
  return out;
}

async function benchCorpus() {
  const files = corpusFiles();
  const name = `corpus run (${files.length} programs, one process each), total wall`;
  if (!files.length) return notYet(name, 's', `no programs under ${CORPUS}`);
  if (!existsSync(NATIVE)) return notYet(name, 's', 'build/nnscope missing');
  const ours = [], peer = [];
  let pass = 0, oursRss = 0, peerRss = 0, peerErr = existsSync(ORACLE) ? null : 'torch-oracle missing';
  for (let r = 0; r < REPS; r++) {
    let t = 0; pass = 0;
    for (const f of files) {
      const a = await run(NATIVE, ['run', f], { cwd: dirname(f) });
      t += a.ms; oursRss = Math.max(oursRss, a.rssKb || 0);
      const exp = f.replace(/\.py$/, '.out');
      if (existsSync(exp) && (a.out + a.err) === readFileSync(exp, 'utf8')) pass++;
    }
    ours.push(t / 1000);
    if (!peerErr && r < CORPUS_PEER_REPS) {
      let tp = 0;
      for (const f of files) {
        const b = await run(ORACLE, ['2x', f], { cwd: dirname(f) });
        if (b.code !== 0 || /run 'torch-oracle setup'/.test(b.err)) { peerErr = why(b); break; }
        tp += b.ms; peerRss = Math.max(peerRss, b.rssKb || 0);
      }
      if (!peerErr) peer.push(tp / 1000);
    }
    log(`  corpus rep ${r + 1}/${REPS}: ours ${ours[r].toFixed(2)} s${peer[r] ? `, PyTorch 2.6 ${peer[r].toFixed(1)} s` : ''}`);
  }
  const note = `ours matched the oracle output on ${pass}/${files.length} programs; median of ${ours.length} passes (ours), ${peer.length} (peer)`;
  if (!peer.length) noPeer(name, 's', median(ours), peerErr, { target: 20, note });
  else fig({ name, ours: median(ours), peer: median(peer), unit: 's', target: 20, peerName: 'torch-oracle 2x per file (PyTorch 2.6, CPython 3.13, chroot)', note });
  const rname = 'memory: peak RSS of any corpus program';
  if (!peer.length) noPeer(rname, 'KiB', oursRss, peerErr);
  else fig({ name: rname, ours: oursRss, peer: peerRss, unit: 'KiB', peerName: 'PyTorch 2.6 (torch-oracle 2x)', note: '/usr/bin/time %M, max over programs' });
}

async function benchMemory() {
  const src = script('torch_step.py');
  const f1 = writeScript('rss_1k.py', header('rss', 1000, 1) + src);
  const f10 = writeScript('rss_10k.py', header('rss', 10000, 1) + src);
  const name = 'memory: peak RSS, 10,000 MLP training steps, native';
  if (!existsSync(NATIVE)) return notYet(name, 'KiB', 'build/nnscope missing');
  const a1 = [], a10 = [], p10 = [];
  let err = null, perr = null;
  for (let r = 0; r < REPS; r++) {
    const x = await run(NATIVE, ['run', f1, ...NATIVE_ARGS]);
    const y = await run(NATIVE, ['run', f10, ...NATIVE_ARGS]);
    if (x.code === 0 && y.code === 0) { a1.push(x.rssKb); a10.push(y.rssKb); } else { err = why(x.code ? x : y); break; }
  }
  for (let r = 0; r < REPS; r++) {
    const z = await run(PY, [f10], { env: { OMP_NUM_THREADS: '1' } });
    if (z.code === 0) p10.push(z.rssKb); else { perr = why(z); break; }
  }
  if (!a10.length) {
    notYet(name, 'KiB', err);
    notYet('memory: RSS growth 1k -> 10k training steps, native', 'x', err);
    return;
  }
  if (!p10.length) noPeer(name, 'KiB', median(a10), perr);
  else fig({ name, ours: median(a10), peer: median(p10), unit: 'KiB', peerName: 'PyTorch 1.13 eager, same script', note: '/usr/bin/time %M' });
  // Flat: peak RSS after 10k steps over peak RSS after 1k steps (1.0 = no growth).
  fig({ name: 'memory: peak RSS 10k steps / 1k steps, native (flat = 1.0)', ours: median(a10) / median(a1), peer: 1.1, unit: 'x', target: 1,
    peerName: 'limit for "flat": 1.1', note: `1k steps: ${median(a1)} KiB, 10k steps: ${median(a10)} KiB` });
}

// ------------------------------------------------------------------ table

function fmt(x, unit) {
  if (x == null) return '—';
  if (unit === 'bytes') return x >= 1e6 ? (x / 1e6).toFixed(2) + ' MB' : (x / 1e3).toFixed(1) + ' kB';
  if (unit === 'KiB') return (x / 1024).toFixed(1) + ' MiB';
  const v = Math.abs(x) >= 100 ? x.toFixed(0) : Math.abs(x) >= 10 ? x.toFixed(1) : x.toFixed(2);
  return `${v} ${unit === 'x' ? '' : unit}`.trim();
}
function table() {
  if (MERGE) { // earlier figures whose section was not re-measured, in their old place
    const fresh = new Set(figures.map((f) => f.name.replace(/ .*/, '')));
    const kept = earlier.filter((f) => !fresh.has(f.name.replace(/ .*/, '')) && !figures.some((g) => g.name === f.name));
    for (const f of kept) appendFileSync(RESULTS, JSON.stringify(f) + '\n');
    const all = [...kept, ...figures];
    const head = (f) => f.name.replace(/ .*/, '');
    const order = (f) => { // a re-measured figure takes the place of its section in the earlier run
      if (kept.includes(f)) return earlier.indexOf(f);
      const i = earlier.findIndex((e) => head(e) === head(f));
      return (i < 0 ? earlier.length : i) + figures.indexOf(f) / 1e4;
    };
    figures.splice(0, figures.length, ...all.sort((a, b) => order(a) - order(b)));
  }
  const rows = figures.map((f) => [f.name, fmt(f.ours, f.unit), fmt(f.peer, f.unit), f.ratio == null ? '—' : f.ratio.toFixed(2) + 'x',
    f.target == null ? '' : `≥ ${f.target}x`, f.met == null ? (f.target == null ? '' : 'n/a') : f.met ? 'met' : 'MISSED',
    [f.peer_name, f.note].filter(Boolean).join('; ')]);
  const head = ['figure', 'ours', 'peer', 'ratio (ours better by)', 'target', '', 'peer / notes'];
  const w = head.map((h, i) => Math.min(i === 0 ? 70 : i === 6 ? 0 : 30, Math.max(h.length, ...rows.map((r) => r[i].length))));
  const line = (r) => r.map((c, i) => (i === 6 ? c : c.padEnd(w[i]))).join('  ');
  process.stdout.write('\n' + line(head) + '\n' + rows.map(line).join('\n') + '\n');
  const md = ['| figure | ours | peer | ratio | target | met | peer / notes |', '|---|---:|---:|---:|---|---|---|',
    ...rows.map((r) => `| ${r.map((c) => c.replace(/\|/g, '\\|')).join(' | ')} |`)].join('\n');
  writeFileSync(join(here, 'results.md'), md + '\n');
}

// ------------------------------------------------------------------ main

const steps = [
  ['size', benchSize], ['coldstart', benchColdNode], ['browser', benchColdBrowser], ['interp', benchInterp],
  ['matmul', benchMatmulWasm], ['matmul', benchMatmulNative], ['ops', benchOpsNative], ['ops', benchOpsWasm],
  ['memory', benchMemory], ['corpus', benchCorpus],
];
log(`nnscope bench: ${os.cpus().length} cores, load ${os.loadavg().map((x) => x.toFixed(1)).join(' ')}, ${REPS} repetitions, medians`);
for (const [s, fn] of steps) {
  if (!section(s)) continue;
  log(`[${s}] ${fn.name}`);
  try { await fn(); } catch (e) { notYet(`${s}: ${fn.name}`, '', String(e.stack || e).split('\n')[0].slice(0, 200)); }
}
table();
log(`load after: ${os.loadavg().map((x) => x.toFixed(1)).join(' ')}; results in tests/bench/results.jsonl and results.md`);
process.exit(0);
