#!/usr/bin/env node
// nnscope.mjs — the WASM engine in Node, same contract as the native CLI:
//   node wasm-build/nnscope.mjs run FILE.py
// prints exactly the bytes build/nnscope prints and exits with its status;
//   node wasm-build/nnscope.mjs scene FILE.py
// prints the scene JSON (the program's output is inside it), as build/nnscope scene.
import { readFileSync, writeSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createEngine } from './engine.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const [cmd, file, ...rest] = process.argv.slice(2);
if ((cmd !== 'run' && cmd !== 'scene') || !file) {
  process.stderr.write('usage: node wasm-build/nnscope.mjs run|scene FILE.py [--variant simd|base] [--budget N] [--mem MB] [--out MB] [--recursion N]\n');
  process.exit(2);
}
let source;
try { source = readFileSync(file); } catch {
  process.stderr.write(`nnscope: can't open file '${file}'\n`);
  process.exit(2);
}
const vi = rest.indexOf('--variant');
// The native CLI's limit flags: --budget N (operations, 0 = unlimited), --mem MB, --out MB, --recursion N.
const limits = {};
for (const [flag, key, scale] of [['--budget', 'budgetMillions', 1e-6], ['--mem', 'memMb', 1], ['--out', 'outMb', 1],
  ['--recursion', 'recursion', 1]]) {
  const i = rest.indexOf(flag);
  if (i < 0) continue;
  const v = Number(rest[i + 1]);
  if (!Number.isFinite(v) || v < 0) {
    process.stderr.write(`nnscope: ${flag} needs a non-negative number\n`);
    process.exit(2);
  }
  limits[key] = v * scale;
}
const engine = await createEngine({
  ...(vi >= 0 ? { variant: rest[vi + 1] } : {}),
  getBinary: (v) => readFileSync(join(here, 'out', `nnscope-${v}.wasm`)),
});
if (cmd === 'scene') {
  // The CLI's default operation budget (5e8), so that both stop at the same point.
  const { scene } = engine.run(source, { filename: file, scene: true, limits: { budgetMillions: 500, memMb: 2048, outMb: 64, ...limits } });
  if (scene === null) {
    process.stderr.write('nnscope: this build of the engine does not record scenes\n');
    process.exit(1);
  }
  const bytes = Buffer.from(scene, 'utf8');
  for (let off = 0; off < bytes.length;) {
    try { off += writeSync(1, bytes, off, bytes.length - off); } catch (e) { if (e.code !== 'EAGAIN') throw e; }
  }
  process.exit(0);
}
// Synchronous writes keep stdout and stderr in program order on one pipe.
const rc = engine.run(source, { filename: file, ...(Object.keys(limits).length ? { limits } : {}), onWrite: (stream, bytes) => writeSync(stream === 2 ? 2 : 1, bytes) });
process.exitCode = rc;
