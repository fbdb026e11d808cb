#!/usr/bin/env node
// nnscope.mjs — the WASM engine in Node, same contract as the native CLI:
//   node wasm-build/nnscope.mjs run FILE.py
// prints exactly the bytes build/nnscope prints and exits with its status;
//   node wasm-build/nnscope.mjs scene FILE.py
// prints the scene JSON (the program's output is inside it), as build/nnscope scene;
//   node wasm-build/nnscope.mjs audit FILE.py [--json]
// prints the findings and exits with the status build/nnscope audit gives.
import { readFileSync, writeSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createEngine } from './engine.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const USAGE = `usage: node wasm-build/nnscope.mjs run|scene|audit FILE.py [options]
  run     execute the program and print what Python prints
  scene   execute it and print the scene as JSON (docs/scene.md)
  audit   execute it and print the findings (nn.Module pitfalls)
options:
  --budget N      operation budget (0 = unlimited, default 5e8)
  --mem MB        memory cap in MiB (0 = unlimited, default 2048)
  --out MB        output cap in MiB (0 = unlimited, default 64)
  --recursion N   recursion limit (default 1000)
  --json          audit: print one JSON object (status, counts, findings)
  --variant V     simd or base (default: simd when supported)
  -h, --help      print this help
exit status: as build/nnscope (audit: 0 no error findings, 1 error findings,
  3 the program failed or was stopped by a limit; 2 bad usage)
`;
const argv = process.argv.slice(2);
if (argv.some((a, i) => a === '-h' || a === '--help' || (i === 0 && a === 'help'))) {
  process.stdout.write(USAGE);
  process.exit(0);
}
const [cmd, ...more] = argv;
const vi = more.indexOf('--variant');
const variant = vi >= 0 ? more.splice(vi, 2)[1] : null;
// The CLI's defaults (5e8 operations, 2 GiB, 64 MiB of output), so that both stop at the same point.
const cliLimits = { budgetMillions: 500, memMb: 2048, outMb: 64 };
const given = {};   // the limits set by flags: `run` passes only these (the engine's defaults are the CLI's)
for (const [flag, key, scale] of [['--budget', 'budgetMillions', 1e-6], ['--mem', 'memMb', 1], ['--out', 'outMb', 1], ['--recursion', 'recursion', 1]]) {
  const i = more.indexOf(flag);
  if (i < 0) continue;
  const v = Number(more[i + 1]);
  if (!(v >= 0) || more[i + 1] === undefined || more[i + 1] === '') { process.stderr.write(USAGE); process.exit(2); }
  cliLimits[key] = v * scale;
  given[key] = v * scale;
  more.splice(i, 2);
}
const json = more.includes('--json') && cmd === 'audit';
const files = more.filter((a) => a !== '--json' || !json);
const file = files[0];
if ((cmd !== 'run' && cmd !== 'scene' && cmd !== 'audit') || files.length !== 1 || file.startsWith('--')) {
  process.stderr.write(USAGE);
  process.exit(2);
}
let source;
try { source = readFileSync(file); } catch {
  process.stderr.write(`nnscope: can't open file '${file}'\n`);
  process.exit(2);
}
const engine = await createEngine({
  ...(variant ? { variant } : {}),
  getBinary: (v) => readFileSync(join(here, 'out', `nnscope-${v}.wasm`)),
});
function writeAll(text) {
  const bytes = Buffer.from(text, 'utf8');
  for (let off = 0; off < bytes.length;) {
    try { off += writeSync(1, bytes, off, bytes.length - off); } catch (e) { if (e.code !== 'EAGAIN') throw e; }
  }
}
if (cmd === 'scene') {
  const { scene } = engine.run(source, { filename: file, scene: true, limits: cliLimits });
  if (scene === null) {
    process.stderr.write('nnscope: this build of the engine does not record scenes\n');
    process.exit(1);
  }
  writeAll(scene);
  process.exit(0);
}
if (cmd === 'audit') {
  const { status, report, errors } = engine.run(source, { filename: file, audit: json ? 'json' : 'text', limits: cliLimits });
  if (report === null) {
    process.stderr.write('nnscope: this build of the engine has no audit (or it crashed)\n');
    process.exit(status !== 0 ? 3 : 1);
  }
  writeAll(report);
  process.exit(status !== 0 ? 3 : errors > 0 ? 1 : 0);
}
// Synchronous writes keep stdout and stderr in program order on one pipe.
const rc = engine.run(source, { filename: file, ...(Object.keys(given).length ? { limits: given } : {}), onWrite: (stream, bytes) => writeSync(stream === 2 ? 2 : 1, bytes) });
process.exitCode = rc;
