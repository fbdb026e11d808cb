#!/usr/bin/env node
// build.mjs — compile core/ to WebAssembly with Debian's Emscripten.
// Two variants: `simd` (-msimd128, kernels from core/kern/*_simd128.c) and
// `base` (no SIMD, for engines without it); the loader picks one by feature
// detection. Objects are cached by modification time under out/obj-*.
// Output: out/nnscope-{simd,base}.{mjs,wasm}.
import { spawn, spawnSync } from 'node:child_process';
import { readdirSync, statSync, mkdirSync, existsSync, writeFileSync } from 'node:fs';
import { join, resolve, dirname, basename } from 'node:path';
import { fileURLToPath } from 'node:url';
import os from 'node:os';

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, '..');
const out = join(here, 'out');
const layers = ['base', 'kern', 'tensor', 'autograd', 'py', 'nn', 'optim', 'scope'];
const includes = layers.map((l) => `-I${join(root, 'core', l)}`);
process.env.NODE_PATH = process.env.NODE_PATH || '/usr/share/nodejs';

function sources(simd) {
  const files = [];
  for (const l of layers) {
    const dir = join(root, 'core', l);
    if (!existsSync(dir)) continue;
    for (const f of readdirSync(dir).sort()) {
      if (!f.endsWith('.c')) continue;
      if (f.endsWith('_simd128.c') && !simd) continue;
      if (/_x86\.c$/.test(f)) continue;
      files.push(join(dir, f));
    }
  }
  files.push(join(here, 'nns_wasm.c'));
  return files;
}

function pyLib() {
  const files = [];
  for (const d of ['core/py/lib', 'core/nn/lib']) {
    const dir = join(root, d);
    if (existsSync(dir)) for (const f of readdirSync(dir).sort()) if (f.endsWith('.py')) files.push(join(dir, f));
  }
  return files;
}

function sh(cmd, args) {
  return new Promise((res, rej) => {
    const p = spawn(cmd, args, { stdio: 'inherit' });
    p.on('close', (code) => (code === 0 ? res() : rej(new Error(`${cmd} ${args.slice(-3).join(' ')} failed (${code})`))));
  });
}

async function compileAll(files, objdir, flags) {
  mkdirSync(objdir, { recursive: true });
  const objs = files.map((f) => join(objdir, basename(dirname(f)) + '_' + basename(f, '.c') + '.o'));
  const todo = files.map((f, i) => [f, objs[i]]).filter(([f, o]) => !existsSync(o) || statSync(o).mtimeMs < newestHeader || statSync(o).mtimeMs < statSync(f).mtimeMs);
  const queue = todo.slice();
  const workers = Array.from({ length: Math.max(1, Math.min(os.cpus().length, 4)) }, async () => {
    while (queue.length) {
      const [f, o] = queue.shift();
      await sh('emcc', [...flags, ...includes, '-c', f, '-o', o]);
    }
  });
  await Promise.all(workers);
  return objs;
}

// Any header change recompiles everything (simple and safe).
let newestHeader = 0;
for (const l of layers) {
  const dir = join(root, 'core', l);
  if (!existsSync(dir)) continue;
  for (const f of readdirSync(dir)) if (f.endsWith('.h')) newestHeader = Math.max(newestHeader, statSync(join(dir, f)).mtimeMs);
}

mkdirSync(out, { recursive: true });
const frozen = join(out, 'py_frozen.c');
const r = spawnSync('cmake', [`-DOUT=${frozen}`, `-DSOURCES=${pyLib().join(';')}`, '-P', join(root, 'cmake', 'embed.cmake')], { stdio: 'inherit' });
if (r.status !== 0) process.exit(1);

const common = ['-std=c11', '-O2', '-DNDEBUG', '-Wall', '-Wno-unused-parameter', '-Wno-missing-field-initializers'];
for (const variant of ['simd', 'base']) {
  const simd = variant === 'simd';
  const flags = [...common, ...(simd ? ['-msimd128', '-DNNSCOPE_SIMD128=1'] : [])];
  const objs = await compileAll([...sources(simd), frozen], join(out, `obj-${variant}`), flags);
  await sh('emcc', [...flags, ...objs, '-o', join(out, `nnscope-${variant}.mjs`),
    '-sMODULARIZE=1', '-sEXPORT_ES6=1', '-sEXPORT_NAME=createNnscope', '-sENVIRONMENT=web,worker',
    '-sALLOW_MEMORY_GROWTH=1', '-sINITIAL_MEMORY=33554432', '-sMAXIMUM_MEMORY=2147483648', '-sTOTAL_STACK=8388608',
    '-sSTACK_OVERFLOW_CHECK=2',   // a shadow-stack overflow traps (reported as RecursionError) instead of corrupting the heap
    '-sDYNAMIC_EXECUTION=0', '-sFILESYSTEM=0', '-sEXIT_RUNTIME=0',
    `--js-library=${join(here, 'nns_lib.js')}`,
    '-sEXPORTED_FUNCTIONS=[_nns_run,_nns_run_scene,_nns_run_audit,_nns_alloc,_nns_free]', '-sEXPORTED_RUNTIME_METHODS=[HEAPU8]']);
}
writeFileSync(join(out, 'BUILT'), new Date().toISOString() + '\n');
console.log('wasm-build: out/nnscope-simd.wasm and out/nnscope-base.wasm');
