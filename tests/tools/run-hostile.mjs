#!/usr/bin/env node
// run-hostile.mjs — the sandbox suite: programs written to hang, crash,
// exhaust memory or reach outside (tests/hostile/NAME.py). Each has
// NAME.expect: line 1 is the exact last line the run must end with, an
// optional `exit: N` line the exit status.
//
// Every program runs through the real front doors with their default limits:
// natively (build/nnscope run NAME.py) and in WebAssembly
// (node wasm-build/nnscope.mjs run NAME.py), from tests/hostile, with a 20 s
// kill timeout. A run passes when it ended by itself (no signal, no timeout),
// exited 0 or 1 (and as expected), and its last output line is the
// expectation. Prints one line per failure, then "N passed, M failed".
//
//   node tests/tools/run-hostile.mjs [--engine native|wasm|both] [--bin PATH]
//        [--filter SUBSTR] [--known FILE] [--timeout SECONDS] [-j N] [-v]
//
// Known gaps are listed in tests/hostile/known-failures.txt (one program
// name per line, optionally `name engine`): counted as skipped, and reported
// as XPASS once they pass.
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join, resolve, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const dir = join(root, 'tests', 'hostile');
const args = process.argv.slice(2);
let engines = ['native', 'wasm'], bin = join(root, 'build', 'nnscope'), filter = null;
let timeoutS = 20, jobs = 2, verbose = false;
let knownFile = join(dir, 'known-failures.txt');
for (let i = 0; i < args.length; i++) {
  const a = args[i];
  if (a === '--engine') engines = args[++i] === 'both' ? ['native', 'wasm'] : [args[i]];
  else if (a === '--bin') bin = resolve(args[++i]);
  else if (a === '--filter') filter = args[++i];
  else if (a === '--known') knownFile = resolve(args[++i]);
  else if (a === '--timeout') timeoutS = +args[++i];
  else if (a === '-j') jobs = Math.max(1, +args[++i]);
  else if (a === '-v') verbose = true;
  else { console.error(`run-hostile: unknown argument ${a}`); process.exit(2); }
}

const known = new Set();
if (existsSync(knownFile)) {
  for (const line of readFileSync(knownFile, 'utf8').split('\n')) {
    const t = line.replace(/#.*/, '').trim().split(/\s+/);
    if (!t[0]) continue;
    for (const e of t[1] ? [t[1]] : ['native', 'wasm']) known.add(`${t[0]} ${e}`);
  }
}

const programs = readdirSync(dir).filter((f) => f.endsWith('.py')).map((f) => f.slice(0, -3))
  .filter((n) => existsSync(join(dir, n + '.expect'))).filter((n) => !filter || n.includes(filter)).sort();

function expectation(name) {
  const lines = readFileSync(join(dir, name + '.expect'), 'utf8').split('\n');
  const exp = { last: lines[0], exit: null };
  for (const l of lines.slice(1)) {
    const m = l.match(/^exit:\s*(\d+)\s*$/);
    if (m) exp.exit = +m[1];
  }
  return exp;
}

// Run one program; keep only the tail of the output (floods are megabytes).
function runOne(engine, name) {
  const cmd = engine === 'wasm'
    ? ['node', [join(root, 'wasm-build', 'nnscope.mjs'), 'run', name + '.py']]
    : [bin, ['run', name + '.py']];
  return new Promise((res) => {
    const t0 = Date.now();
    // One pipe for both streams, in program order (2>&1), as users see it.
    const child = spawn('/bin/sh', ['-c', 'exec "$0" "$@" 2>&1', cmd[0], ...cmd[1]],
      { cwd: dir, stdio: ['ignore', 'pipe', 'ignore'] });
    let tail = Buffer.alloc(0);
    child.stdout.on('data', (d) => {
      tail = Buffer.concat([tail, d]);
      if (tail.length > 1 << 16) tail = tail.subarray(tail.length - (1 << 15));
    });
    let timedOut = false;
    const timer = setTimeout(() => { timedOut = true; child.kill('SIGKILL'); }, timeoutS * 1000);
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      res({ out: tail, code, signal, timedOut, ms: Date.now() - t0 });
    });
    child.on('error', (e) => { clearTimeout(timer); res({ out: Buffer.from(String(e)), code: -1, signal: null, timedOut: false, ms: 0 }); });
  });
}

function lastLine(buf) {
  let s = buf.toString('utf8');
  if (s.endsWith('\n')) s = s.slice(0, -1);
  return s.slice(s.lastIndexOf('\n') + 1);
}

let pass = 0, fail = 0, skipped = 0;
const report = [];
const queue = engines.flatMap((e) => programs.map((n) => [e, n]));
async function worker() {
  while (queue.length) {
    const [engine, name] = queue.shift();
    const exp = expectation(name);
    const r = await runOne(engine, name);
    const got = lastLine(r.out);
    const why = [];
    if (r.timedOut) why.push(`did not end within ${timeoutS} s`);
    else if (r.signal) why.push(`killed by ${r.signal}`);
    else if (r.code !== 0 && r.code !== 1) why.push(`exit status ${r.code}`);
    else if (exp.exit !== null && r.code !== exp.exit) why.push(`exit status ${r.code}, want ${exp.exit}`);
    if (got !== exp.last) why.push(`last line ${JSON.stringify(got.slice(0, 200))}, want ${JSON.stringify(exp.last)}`);
    const key = `${name} ${engine}`;
    const ok = why.length === 0;
    if (known.has(key)) {
      if (ok) { pass++; report.push(`XPASS ${engine} ${name} (remove it from tests/hostile/known-failures.txt)`); }
      else skipped++;
    } else if (ok) pass++;
    else { fail++; report.push(`FAIL ${engine} ${name}: ${why.join('; ')}`); }
    if (verbose) console.log(`${ok ? 'ok  ' : 'FAIL'} ${engine.padEnd(6)} ${name} ${(r.ms / 1000).toFixed(1)} s`);
  }
}
await Promise.all(Array.from({ length: jobs }, worker));
for (const line of report.sort()) console.log(line);
if (skipped) console.log(`${skipped} known failures listed in tests/hostile/known-failures.txt were skipped`);
console.log(`hostile (${engines.join('+')}): ${pass} passed, ${fail} failed, ${skipped} skipped`);
process.exit(fail ? 1 : 0);
