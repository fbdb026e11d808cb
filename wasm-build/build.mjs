#!/usr/bin/env node
// build.mjs — compile core/ to WebAssembly with Debian's Emscripten.
// Two variants: `simd` (-msimd128, kernels from core/kern/*_simd128.c) and
// `base` (no SIMD, for engines without it); the loader picks one by feature
// detection. Objects are cached by modification time under out/obj-*.
// Output: out/nnscope-{simd,base}.{mjs,wasm}.
import { spawn, spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync, mkdirSync, existsSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join, resolve, dirname, basename } from 'node:path';
import { fileURLToPath } from 'node:url';
import os from 'node:os';
import { minifyPython } from './pymin.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, '..');
const out = join(here, 'out');
// The layers and what each may use (core/layers.txt, as CMake reads it): a
// layer's file sees its own directories with private/ and the public
// directories of the layers it uses, so a wrong-way include fails here too.
const layerTable = readFileSync(join(root, 'core', 'layers.txt'), 'utf8').split('\n')
  .filter((l) => /^[a-z]/.test(l)).map((l) => l.trim().split(/\s+/))
  .map(([name, dirs, uses]) => ({ name, dirs: dirs.split(','), uses: uses === '-' ? [] : uses.split(',') }));
const layerOf = Object.fromEntries(layerTable.map((l) => [l.name, l]));
const layers = layerTable.filter((l) => l.name !== 'cli');
const pubDirs = (name) => layerOf[name].dirs.map((d) => `-I${join(root, 'core', d)}`);
const privDirs = (name) => layerOf[name].dirs.map((d) => join(root, 'core', d, 'private')).filter(existsSync).map((d) => `-I${d}`);
const includesOf = (name) => [...pubDirs(name), ...privDirs(name), ...layerOf[name].uses.flatMap(pubDirs)];
// nns_wasm.c is the front door (like core/cli): it uses every layer.
const entryIncludes = layerOf.cli.uses.flatMap(pubDirs);
process.env.NODE_PATH = process.env.NODE_PATH || '/usr/share/nodejs';

// [file, include flags] for every C file of the build.
function sources(simd) {
  const files = [];
  for (const l of layers) {
    for (const d of l.dirs) {
      const dir = join(root, 'core', d);
      if (!existsSync(dir)) continue;
      for (const f of readdirSync(dir).sort()) {
        if (!f.endsWith('.c')) continue;
        if (f.endsWith('_simd128.c') && !simd) continue;
        if (/_x86\.c$/.test(f)) continue;
        files.push([join(dir, f), includesOf(l.name)]);
      }
    }
  }
  files.push([join(here, 'nns_wasm.c'), entryIncludes]);
  for (const e of embedded) files.push([e.out, [...pubDirs('base'), ...pubDirs('py')]]);   // py.h includes nb.h
  return files;
}

// Python-source modules, one table per layer (as CMakeLists.txt embeds them).
const embedded = [
  { table: 'py_frozen_modules', dir: 'core/py/lib' },
  { table: 'nn_frozen_modules', dir: 'core/nn/lib' },
  { table: 'op_frozen_modules', dir: 'core/optim/lib' },
].map((e) => ({ ...e, out: join(out, `${e.table}.c`) }));
function pyLib(d) {
  const dir = join(root, d);
  return existsSync(dir) ? readdirSync(dir).sort().filter((f) => f.endsWith('.py')).map((f) => join(dir, f)) : [];
}

function sh(cmd, args) {
  return new Promise((res, rej) => {
    const p = spawn(cmd, args, { stdio: 'inherit' });
    p.on('close', (code) => (code === 0 ? res() : rej(new Error(`${cmd} ${args.slice(-3).join(' ')} failed (${code})`))));
  });
}

// Size: the engine is optimized for size (-Oz) except the code whose speed
// the figures in the README depend on: the kernels (core/kern), the VM
// loop and the object allocator and cycle collector (py_alloc, nb_alloc,
// py_gc: at -Oz every refcount and GC-head helper stays a call; -O2 made
// programs with many live objects 15-35% faster in V8, size within noise),
// compiled -O2. The kernels are vectorized but not unrolled (half the
// code of kn_scalar, -4 kB gzip, about the same speed in V8: "Engine size 4");
// the special functions (kn_special: lgamma, erfinv, Bessel...) are -Oz.
const HOT = [/[\\/]core[\\/]kern[\\/]/, /[\\/](py_vm|py_alloc|py_gc|nb_alloc)\.c$/];
const optFor = (f) => (/[\\/]kn_special\.c$/.test(f) ? ['-Oz']
  : /[\\/]core[\\/]kern[\\/]/.test(f) ? ['-O2', '-fno-unroll-loops']
  : HOT.some((re) => re.test(f)) ? ['-O2'] : ['-Oz']);

async function compileAll(files, objdir, flags) {
  mkdirSync(objdir, { recursive: true });
  // objects are reused only when built with the same flags
  const stamp = join(objdir, 'FLAGS');
  const want = JSON.stringify({ flags, opt: files.map(([f]) => optFor(f)), inc: files.map(([, inc]) => inc) });
  const fresh = existsSync(stamp) && readFileSync(stamp, 'utf8') === want;
  const objs = files.map(([f]) => join(objdir, basename(dirname(f)) + '_' + basename(f, '.c') + '.o'));
  const todo = files.map(([f, inc], i) => [f, inc, objs[i]]).filter(([f, , o]) => !fresh || !existsSync(o) || statSync(o).mtimeMs < newestHeader || statSync(o).mtimeMs < statSync(f).mtimeMs);
  const queue = todo.slice();
  const workers = Array.from({ length: Math.max(1, Math.min(os.cpus().length, 4)) }, async () => {
    while (queue.length) {
      const [f, inc, o] = queue.shift();
      await sh('emcc', [...flags, ...optFor(f), ...inc, '-c', f, '-o', o]);
    }
  });
  await Promise.all(workers);
  writeFileSync(stamp, want);
  return objs;
}

// Any header change recompiles everything (simple and safe).
let newestHeader = 0;
for (const l of layerTable) {
  for (const d of l.dirs) {
    for (const dir of [join(root, 'core', d), join(root, 'core', d, 'private')]) {
      if (!existsSync(dir)) continue;
      for (const f of readdirSync(dir)) if (f.endsWith('.h')) newestHeader = Math.max(newestHeader, statSync(join(dir, f)).mtimeMs);
    }
  }
}

// The library as the WASM build ships it (the native build embeds every
// module as it is, cmake/embed.cmake): each module minified (pymin.mjs: no
// comments, one space an indentation level, same lines); the modules of
// lib-boot.txt inside the WASM module, every other one in the table with no
// text (py_FrozenModule.source NULL) and in out/nnscope-lib.json, read on
// its first import (engine.mjs).
mkdirSync(out, { recursive: true });
const boot = new Set(readFileSync(join(here, 'lib-boot.txt'), 'utf8').split('\n').map((l) => l.trim()).filter((l) => l && !l.startsWith('#')));
const lazyLib = {};
for (const e of embedded) {
  let body = '', table = '';
  pyLib(e.dir).forEach((f, i) => {
    const name = basename(f, '.py');
    const text = minifyPython(readFileSync(f, 'utf8'));
    if (!boot.has(name)) {
      lazyLib[name] = text;
      table += `  {"${name}", 0, 0},\n`;
      return;
    }
    const bytes = Buffer.from(text, 'utf8');
    body += `static const char src${i}[] = {${Array.from(bytes, (b) => b + ',').join('')}0};\n`;
    table += `  {"${name}", src${i}, ${bytes.length}},\n`;
  });
  const c = `/* generated by wasm-build/build.mjs: do not edit */\n#include "py.h"\n${body}\nconst py_FrozenModule ${e.table}[] = {\n${table}  {0, 0, 0}\n};\n`;
  if (!existsSync(e.out) || readFileSync(e.out, 'utf8') !== c) writeFileSync(e.out, c);
}
writeFileSync(join(out, 'nnscope-lib.json'), JSON.stringify(lazyLib));
const known = new Set(embedded.flatMap((e) => pyLib(e.dir).map((f) => basename(f, '.py'))));
for (const name of boot) {
  if (!known.has(name)) { console.error(`wasm-build: lib-boot.txt names ${name}, which is in no core/*/lib`); process.exit(1); }
}

const common = ['-std=c11', '-DNDEBUG', '-Wall', '-Wno-unused-parameter', '-Wno-missing-field-initializers'];
for (const variant of ['simd', 'base']) {
  const simd = variant === 'simd';
  const flags = [...common, ...(simd ? ['-msimd128', '-DNNSCOPE_SIMD128=1'] : [])];
  const objs = await compileAll(sources(simd), join(out, `obj-${variant}`), flags);
  // Link at -O2, not -Oz: at -Oz emcc links libc_optz, whose pow, exp, log,
  // acosh, ... call JavaScript's Math (V8's Math.pow(10, -5) is 1 ulp below
  // glibc's), so Python floats would print differently. wasm-opt -Oz below
  // still shrinks the whole module.
  await sh('emcc', [...flags, '-O2', ...objs, '-o', join(out, `nnscope-${variant}.mjs`),
    '-sMODULARIZE=1', '-sEXPORT_ES6=1', '-sEXPORT_NAME=createNnscope', '-sENVIRONMENT=web,worker',
    '-sALLOW_MEMORY_GROWTH=1', '-sINITIAL_MEMORY=33554432', '-sMAXIMUM_MEMORY=2147483648', '-sTOTAL_STACK=8388608',
    '-sSTACK_OVERFLOW_CHECK=2',   // a shadow-stack overflow traps (reported as RecursionError) instead of corrupting the heap
    '-sDYNAMIC_EXECUTION=0', '-sFILESYSTEM=0', '-sEXIT_RUNTIME=0',
    `--js-library=${join(here, 'nns_lib.js')}`,
    '-sEXPORTED_FUNCTIONS=[_nns_run,_nns_run_scene,_nns_run_audit,_nns_alloc,_nns_free]', '-sEXPORTED_RUNTIME_METHODS=[HEAPU8]']);
  // two more binaryen passes over the release module (Debian's binaryen;
  // emcc's own pass ran at link): -Oz twice (the second found 0.2-1.5 kB
  // gzip more; --converge no better: "Engine size 4"), no name/producers
  // sections; the first 1 KiB of memory is unused (Emscripten's data starts
  // there), which lets binaryen fold more address arithmetic (-3 kB gzip)
  const wasm = join(out, `nnscope-${variant}.wasm`);
  if (spawnSync('wasm-opt', ['--version']).status === 0) {
    await sh('wasm-opt', ['-Oz', '-Oz', '--low-memory-unused', '--strip-debug', '--strip-producers', '--enable-bulk-memory', '--enable-sign-ext', '--enable-mutable-globals',
      '--enable-nontrapping-float-to-int', ...(simd ? ['--enable-simd'] : []), wasm, '-o', wasm]);
  } else console.warn('wasm-build: wasm-opt (binaryen) not found: the module is not post-optimized');
}

// `import torch` may not need nnscope-lib.json (lib-boot.txt is out of date
// otherwise): run it with that file empty; a module missing from the boot
// set then fails to import.
{
  const { createEngine } = await import('./engine.mjs');
  const engine = await createEngine({ variant: 'simd', getBinary: () => readFileSync(join(out, 'nnscope-simd.wasm')), getLib: () => '{}' });
  let text = '';
  const status = engine.run('import __future__, torch, torch.nn, torch.nn.functional, torch.optim\n', { onWrite: (_, b) => { text += Buffer.from(b).toString(); } });
  if (status !== 0) {
    console.error(`wasm-build: \`import torch\` needs a module outside wasm-build/lib-boot.txt:\n${text}`);
    process.exit(1);
  }
}

// The engine download (SIMD module + its glue + engine.mjs, gzip -9) may not
// pass engineGzipBytes in wasm-build/size-limits.json (the one place it is
// written; tests/bench/run.mjs reports against the same file). The limit is
// today's size plus a little room, so growth fails here; engineGzipTarget is
// the goal (README, Performance).
const limits = JSON.parse(readFileSync(join(here, 'size-limits.json'), 'utf8'));
const gz = (f) => gzipSync(readFileSync(f), { level: 9, memLevel: 9 }).length;
const engineBytes = [join(out, 'nnscope-simd.wasm'), join(out, 'nnscope-simd.mjs'), join(here, 'engine.mjs')].reduce((a, f) => a + gz(f), 0);
console.log(`wasm-build: engine download ${(engineBytes / 1000).toFixed(1)} kB gzip -9 (limit ${(limits.engineGzipBytes / 1000).toFixed(0)} kB)`);
if (engineBytes > limits.engineGzipBytes) {
  console.error(`wasm-build: the engine (${engineBytes} bytes gzip -9) is past its limit of ${limits.engineGzipBytes} bytes (wasm-build/size-limits.json)`);
  process.exit(1);
}
writeFileSync(join(out, 'BUILT'), new Date().toISOString() + '\n');
console.log('wasm-build: out/nnscope-simd.wasm and out/nnscope-base.wasm');
