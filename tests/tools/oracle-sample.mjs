#!/usr/bin/env node
// oracle-sample.mjs — prove the expected outputs are real: regenerate a
// sample of tests/py/**/*.out with ../shared/tools/torch-oracle 2x and
// compare byte for byte. The sample rotates with the day so that, over
// time, every file is re-checked.
//
// The expected outputs were made on machines whose CPU has AVX512, and the
// engine reproduces that PyTorch. On a CPU without it, PyTorch's vectorised
// float kernels (dispatch width, oneDNN's JIT) round some results otherwise
// (on an AVX2 machine, 10 of the first 40 kernel and numerics programs, and
// real model programs such as real_model_nlptut_seq2seq, print other last
// bits). So on a machine whose oracle reports another capability the sample
// is drawn from the programs that do not use torch (plain Python: their
// output does not depend on the CPU), and any mismatch still fails.
//
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync, existsSync } from 'node:fs';
import { join, resolve, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const oracle = join(root, '..', 'shared', 'tools', 'torch-oracle');
const count = +(process.argv[2] || 16);

function collect(p, out) {
  for (const name of readdirSync(p).sort()) {
    const f = join(p, name);
    if (statSync(f).isDirectory()) collect(f, out);
    else if (f.endsWith('.py') && existsSync(f.replace(/\.py$/, '.out'))) out.push(f);
  }
  return out;
}
let all = collect(join(root, 'tests', 'py'), []);
if (!existsSync(oracle) || all.length === 0) {
  console.log(`oracle-sample: ${existsSync(oracle) ? 'no expected outputs found' : 'no oracle at ' + oracle}`);
  console.log('0 passed, 1 failed');
  process.exit(1);
}
const capability = spawnSync(oracle, ['2x', join(root, 'tests', 'tools', 'oracle-capability.py')],
  { encoding: 'utf8', env: { ...process.env, OMP_NUM_THREADS: '2' } }).stdout.trim();
if (capability !== 'AVX512') {
  all = all.filter((f) => !/\btorch\b/.test(readFileSync(f, 'utf8')));
  console.log(`oracle-sample: this oracle's CPU capability is ${capability || '(unknown)'}, the outputs' is AVX512: ` +
              `the sample is drawn from the ${all.length} programs that do not use torch`);
}
// Deterministic rotating sample: a stride walk seeded by the day number.
const day = Math.floor(Date.now() / 86400000);
const picked = [];
for (let i = 0; i < Math.min(count, all.length); i++) picked.push(all[(day * 7919 + i * 104729) % all.length]);

let pass = 0, fail = 0;
for (const f of [...new Set(picked)]) {
  // The expected outputs were made with PyTorch's two intra-op threads (the
  // oracle machine's cores; the engine reproduces that split). A machine
  // whose cores are hyperthreads of one physical core makes PyTorch pick one
  // thread, so the thread count is pinned, as for every generated output.
  const r = spawnSync(oracle, ['2x', f], { encoding: 'utf8', maxBuffer: 1 << 26, env: { ...process.env, OMP_NUM_THREADS: '2' } });
  const want = readFileSync(f.replace(/\.py$/, '.out'), 'utf8');
  if (r.status === 0 && r.stdout === want) pass++;
  else { fail++; console.log(`MISMATCH ${f.slice(root.length + 1)}: the oracle prints something else now`); }
}
console.log(`oracle-sample: ${pass} passed, ${fail} failed`);
process.exit(fail ? 1 : 0);
