#!/usr/bin/env node
// test-all.mjs — the one test command (`npm test`): builds what the tests
// need and runs every suite in turn, then prints the total as
// "tests: N passed, M failed, K skipped". Exits non-zero if any suite failed.
//
// Suites:
//   layers     tests/tools/check-layers.sh: each layer compiles with only the
//              headers it may use; the tensor stack and the interpreter link alone
//   c-native   ctest on the Release build (tests/c)
//   c-asan     ctest on an AddressSanitizer + UBSan build
//   py-native  tests/py and ../shared/corpus through build/nnscope; then docs/supported.md's
//              module table checked against what the engine imports (tests/tools/supported.mjs)
//   py-asan    the same programs through the sanitizer build
//   py-wasm    the same programs through node wasm-build/nnscope.mjs
//   scope      scenes and findings (tests/scope/run.mjs): schema, expected findings, WASM = native
//   hostile    tests/hostile: hangs, crashes, bombs and escapes must end cleanly,
//              natively and through the WASM front door
//   c-m32      the C unit tests in a 32-bit x86 build (WASM's size_t is 32 bits)
//   fuzz       a short libFuzzer smoke run of each target under ASan+UBSan
//              (tests/fuzz/smoke.sh: stored corpora and regressions replayed,
//              then 30 s per target and of the share-link fuzz loop)
//   web        Vitest (tests/web)
//   e2e        Playwright + Debian Chromium (tests/e2e), with the real-engine scene group
//
//   node tests/tools/test-all.mjs [--only a,b] [--skip a,b]
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, resolve, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const argv = process.argv.slice(2);
const pick = (flag) => { const i = argv.indexOf(flag); return i >= 0 ? argv[i + 1].split(',') : null; };
const only = pick('--only'), skip = pick('--skip') || [];
const want = (name) => (!only || only.includes(name)) && !skip.includes(name);

const totals = { passed: 0, failed: 0, skipped: 0 };
const summary = [];
// Seconds since the previous suite was counted: each summary line says what
// its suite (with the builds it needed) cost, so that CI's 90 minutes can be planned.
const started = Date.now();
let lap = started;
const secs = (ms) => `${Math.round(ms / 1000)} s`;

// Run a command, echoing its output; return {code, text}.
function run(cmd, args, opts = {}) {
  console.log(`$ ${cmd} ${args.join(' ')}`);
  const r = spawnSync(cmd, args, { cwd: root, encoding: 'utf8', maxBuffer: 1 << 28, ...opts });
  const text = (r.stdout || '') + (r.stderr || '');
  process.stdout.write(text.length > 20000 ? text.slice(0, 4000) + '\n...\n' + text.slice(-12000) : text);
  return { code: r.status ?? 1, text };
}

// Count results from a suite's closing line ("N passed, M failed[, K skipped]")
// or from ctest's "x% tests passed, M tests failed out of N".
function count(name, text, code) {
  text = text.replace(/\x1b\[[0-9;]*m/g, '');   // runners colour their summaries
  let p = 0, f = 0, s = 0, found = false;
  const m = [...text.matchAll(/(\d+) passed, (\d+) failed(?:, (\d+) skipped)?/g)].pop();
  const c = text.match(/tests passed, (\d+) tests failed out of (\d+)/);
  const v = [...text.matchAll(/Tests\s+(\d+) failed \| (\d+) passed|Tests\s+(\d+) passed/g)].pop();
  if (c) { f = +c[1]; p = +c[2] - f; found = true; }
  else if (v) { f = +(v[1] || 0); p = +(v[2] || v[3]); found = true; }
  else if (m) { p = +m[1]; f = +m[2]; s = +(m[3] || 0); found = true; }
  if (code !== 0 && f === 0) f = 1;             // a crash or build failure counts
  if (!found && code === 0) { console.log(`${name}: ran no test`); f = 1; }
  totals.passed += p; totals.failed += f; totals.skipped += s;
  const now = Date.now();
  summary.push(`${name.padEnd(10)} ${p} passed, ${f} failed${s ? `, ${s} skipped` : ''}  (${secs(now - lap)})`);
  lap = now;
}

function buildNative(dir, extra) {
  const cfg = run('cmake', ['-S', '.', '-B', dir, ...extra]);
  if (cfg.code) return cfg;
  return run('cmake', ['--build', dir, '-j2']);
}

if (want('layers')) {
  const r = run('sh', ['tests/tools/check-layers.sh', 'build']);
  count('layers', r.text, r.code);
}

if (want('c-native') || want('py-native')) {
  const b = buildNative('build', ['-DCMAKE_BUILD_TYPE=Release']);
  if (b.code) count('build', b.text, b.code);
  else {
    if (want('c-native')) { const r = run('ctest', ['--test-dir', 'build', '--output-on-failure', '-j2']); count('c-native', r.text, r.code); }
    if (want('py-native')) { const r = run('node', ['tests/tools/run-py.mjs', '--slowest', '10']); count('py-native', r.text, r.code); }
    if (want('py-native')) { const r = run('node', ['tests/tools/supported.mjs']); count('docs', r.text, r.code); }
  }
}

if (want('c-asan') || want('py-asan')) {
  const b = buildNative('build-asan', ['-DCMAKE_BUILD_TYPE=Debug', '-DNNSCOPE_SANITIZE=ON']);
  if (b.code) count('build-asan', b.text, b.code);
  else {
    const env = { ...process.env, ASAN_OPTIONS: 'detect_leaks=1', UBSAN_OPTIONS: 'print_stacktrace=1:halt_on_error=1' };
    // Every C test, test_alloc_fail included (every allocation failed in turn
    // under ASan+UBSan+LSan: about 3 minutes).
    if (want('c-asan')) { const r = run('ctest', ['--test-dir', 'build-asan', '--output-on-failure', '-j2'], { env }); count('c-asan', r.text, r.code); }
    if (want('py-asan')) { // The real model programs and the Project Euler puzzles are the heaviest
    // under ASan (seconds natively, minutes sanitized): every 4th model program, every 8th
    // puzzle, every 2nd other real program (~700 whole programs, 125 new this session),
    // every other program whole. (The first --sample whose text a path holds decides.)
    // ASan+UBSan runs 5-10x slower than Release: 60 s per program before the kill (and retry).
    const r = run('node', ['tests/tools/run-py.mjs', '--bin', 'build-asan/nnscope', '--known', 'tests/known-failures-asan.txt', '--sample', 'tests/py/real/real_model_:4', '--sample', 'tests/py/real/real_py_euler_:8', '--sample', 'tests/py/real/real_py_:2', '--timeout', '60', '--slowest', '10'], { env }); count('py-asan', r.text, r.code); }
  }
}

if (want('py-wasm') && existsSync(join(root, 'wasm-build', 'build.mjs'))) {
  const b = run('node', ['wasm-build/build.mjs']);
  if (b.code) count('build-wasm', b.text, b.code);
  // The real-code corpus (tests/py/real, ~560 programs, the model ones the
  // heaviest) runs whole natively and every 2nd in WASM: the whole CI run
  // took 79 of its 90 minutes before this sample.
  else { const r = run('node', ['tests/tools/run-py.mjs', '--engine', 'wasm', '--known', 'tests/known-failures-wasm.txt', '--sample', 'tests/py/real/:2', '--timeout', '40', '--slowest', '10']); count('py-wasm', r.text, r.code); }
}

if (want('scope') && existsSync(join(root, 'tests', 'scope', 'run.mjs'))) {
  let ok = true;
  if (!want('c-native') && !want('py-native')) {
    const b = buildNative('build', ['-DCMAKE_BUILD_TYPE=Release']);
    if (b.code) { count('build', b.text, b.code); ok = false; }
  }
  if (ok) { const r = run('node', ['tests/scope/run.mjs']); count('scope', r.text, r.code); }
}

// Hostile programs (tests/hostile): every run must end by itself, natively
// and in WASM, with the expected last line (tests/tools/run-hostile.mjs).
if (want('hostile')) {
  let ok = true;
  if (!want('c-native') && !want('py-native')) {
    const b = buildNative('build', ['-DCMAKE_BUILD_TYPE=Release']);
    if (b.code) { count('build', b.text, b.code); ok = false; }
  }
  if (ok && !want('py-wasm')) {
    const b = run('node', ['wasm-build/build.mjs']);
    if (b.code) { count('build-wasm', b.text, b.code); ok = false; }
  }
  // Both front doors: build/nnscope and node wasm-build/nnscope.mjs. The
  // WASM engine runs the 5e8-operation loops 5x slower than native, so it
  // gets a longer kill timeout (the programs still end by themselves).
  if (ok) { const r = run('node', ['tests/tools/run-hostile.mjs', '--engine', 'native', '--timeout', '45']); count('hostile', r.text, r.code); }
  if (ok) { const r = run('node', ['tests/tools/run-hostile.mjs', '--engine', 'wasm', '--timeout', '45']); count('hostile-w', r.text, r.code); }
}

// The C unit tests in a 32-bit build (needs gcc-multilib).
if (want('c-m32') && existsSync(join(root, 'tests', 'tools', 'build-m32.sh'))) {
  const r = run('sh', ['tests/tools/build-m32.sh', 'build-m32']);
  count('c-m32', r.text, r.code);
}

// libFuzzer smoke run (clang): every target, sanitizers on.
if (want('fuzz') && existsSync(join(root, 'tests', 'fuzz', 'smoke.sh'))) {
  const r = run('sh', ['tests/fuzz/smoke.sh', '30']);
  // smoke.sh prints libFuzzer's stats, not "N passed": one test per target
  const targets = (r.text.match(/^stat::number_of_executed_units:/gm) || []).length;
  const ok = r.code === 0 && /fuzz smoke: ok/.test(r.text);
  count('fuzz', `${ok ? targets : 0} passed, ${ok ? 0 : 1} failed`, r.code);
}

if (want('web') && existsSync(join(root, 'tests', 'web'))) {
  const r = run('npx', ['vitest', 'run', '--root', '.', 'tests/web'], { env: { ...process.env, NO_COLOR: '1' } });
  count('web', r.text, r.code);
}

// The end-to-end tests open the built page (web/dist, which bundles the
// WASM engine built above).
if (want('e2e') && existsSync(join(root, 'tests', 'e2e', 'run.mjs'))) {
  const b = run('npx', ['vite', 'build', 'web']);
  if (b.code) count('build-web', b.text, b.code);
  else { const r = run('node', ['tests/e2e/run.mjs', '--group', 'ui,fixtures,scene']); count('e2e', r.text, r.code); }
}

console.log('\n' + summary.join('\n'));
console.log(`(all suites: ${secs(Date.now() - started)})`);
console.log(`tests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(totals.failed ? 1 : 0);
