#!/usr/bin/env node
// nnscope.mjs — the WASM engine in Node, same contract as the native CLI:
//   node wasm-build/nnscope.mjs run FILE.py
// prints exactly the bytes build/nnscope prints and exits with its status.
import { readFileSync, writeSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createEngine } from './engine.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const [cmd, file, ...rest] = process.argv.slice(2);
if (cmd !== 'run' || !file) {
  process.stderr.write('usage: node wasm-build/nnscope.mjs run FILE.py [--variant simd|base]\n');
  process.exit(2);
}
let source;
try { source = readFileSync(file); } catch {
  process.stderr.write(`nnscope: can't open file '${file}'\n`);
  process.exit(2);
}
const vi = rest.indexOf('--variant');
const engine = await createEngine({
  ...(vi >= 0 ? { variant: rest[vi + 1] } : {}),
  getBinary: (v) => readFileSync(join(here, 'out', `nnscope-${v}.wasm`)),
});
// Synchronous writes keep stdout and stderr in program order on one pipe.
const rc = engine.run(source, { filename: file, onWrite: (stream, bytes) => writeSync(stream === 2 ? 2 : 1, bytes) });
process.exitCode = rc;
