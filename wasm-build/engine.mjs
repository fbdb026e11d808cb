// engine.mjs — load the nnscope WASM engine and run programs with it.
// Shared by the Web Worker (web/src/worker.js) and by Node (nnscope.mjs).
// Picks the SIMD build when the JavaScript engine supports WASM SIMD128.

// A tiny module that uses a v128 instruction: valid only with SIMD support.
const SIMD_PROBE = new Uint8Array([0, 97, 115, 109, 1, 0, 0, 0, 1, 5, 1, 96, 0, 1, 123, 3, 2, 1, 0, 10, 10, 1, 8, 0, 65, 0, 253, 15, 253, 98, 11]);

export function simdSupported() {
  try { return WebAssembly.validate(SIMD_PROBE); } catch { return false; }
}

export const DEFAULT_LIMITS = { budgetMillions: 500, memMb: 1024, outMb: 64, recursion: 1000 };

// The library modules that most programs never import are not inside the
// WASM module: out/nnscope-lib.json ({name: source}) holds them and is read
// the first time one is imported, synchronously, since the import happens
// inside a run: `getLib()` returns its text (or bytes), by default through a
// synchronous request in a browser or Worker and from the disk in Node.
const LIB_URL = new URL('./out/nnscope-lib.json', import.meta.url);

async function defaultGetLib() {
  if (typeof XMLHttpRequest !== 'undefined') {
    return () => {
      const req = new XMLHttpRequest();
      req.open('GET', LIB_URL, false);
      req.send();
      if (req.status !== 200 && req.status !== 0) throw new Error(`nnscope: ${LIB_URL} answered ${req.status}`);
      return req.responseText;
    };
  }
  const fsName = 'node:fs';   // only in Node (not resolved by the page's bundler)
  const { readFileSync } = await import(/* @vite-ignore */ fsName);
  return () => readFileSync(LIB_URL, 'utf8');
}

// Create an engine. `getBinary(variant)` returns the .wasm bytes (Node) or
// is omitted in the browser (the glue then fetches the file next to itself).
// `getLib()` (optional) returns out/nnscope-lib.json's text, synchronously.
export async function createEngine({ variant = simdSupported() ? 'simd' : 'base', getBinary, importGlue, getLib } = {}) {
  const glue = importGlue ? await importGlue(variant)
    : await import(variant === 'simd' ? './out/nnscope-simd.mjs' : './out/nnscope-base.mjs');
  let sink = () => {};
  const binary = getBinary ? await getBinary(variant) : null;
  const readLib = getLib || await defaultGetLib();
  let lib = null;        // name -> source text, once read
  const libSource = (name) => {
    if (!lib) {
      try {
        const text = readLib();
        lib = JSON.parse(typeof text === 'string' ? text : new TextDecoder().decode(text));
      } catch {
        return null;     // the import fails with ImportError; a later one tries again
      }
    }
    return Object.hasOwn(lib, name) ? enc.encode(lib[name]) : null;
  };
  const instantiate = () => {
    const opts = { onWrite: (stream, bytes) => sink(stream, bytes), libSource };
    if (binary) opts.wasmBinary = binary;
    return glue.default(opts);
  };
  // `mod` is null while a fresh instance is being made after a crash;
  // `ready` settles when the engine can run again.
  let mod = await instantiate();
  let ready = Promise.resolve();
  const enc = new TextEncoder();

  // A run that escaped the C code as a JavaScript exception (the JavaScript
  // engine's stack ran out, a WebAssembly trap, an abort) leaves the instance
  // unusable (its stack pointer and heap are mid-operation). Write a
  // Python-style last line, throw the instance away and start a fresh one.
  // Returns what ended the run: 'recursion', 'memory' or 'trap'.
  function crashed(err, lastByte) {
    const msg = String((err && err.message) || err);
    let line, kind;
    if ((err instanceof RangeError && /call stack/i.test(msg)) || /stack overflow/i.test(msg)) {
      kind = 'recursion';
      line = 'RecursionError: maximum recursion depth exceeded';
    } else if (/OOM|out of memory|Cannot enlarge memory|Memory\.grow|allocation failed/i.test(msg)) {
      kind = 'memory';
      line = 'MemoryError';
    } else {
      kind = 'trap';
      line = `SystemError: the engine stopped (${msg.replace(/\s+/g, ' ').slice(0, 200)}); it was restarted`;
    }
    const text = (lastByte !== null && lastByte !== 10 ? '\n' : '') + line + '\n';
    try { sink(2, enc.encode(text)); } catch { /* the page's writer failed too: nothing more to do */ }
    mod = null;
    ready = instantiate().then((m) => { mod = m; });
    ready.catch(() => {});   // reported to whoever awaits engine.ready
    return kind;
  }

  // Run one program. onWrite(stream, Uint8Array) receives output as it is
  // produced (the bytes are only valid during the call: copy them).
  // Returns the exit status; with {scene: true} returns {status, scene} where
  // scene is the scene JSON text (docs/scene.md), or null when this build of
  // the engine does not export _nns_run_scene yet; after a crash also
  // `ended` ('recursion' | 'memory' | 'trap', see crashed()) and scene null.
  //
  // C side contract (wasm-build/nns_wasm.c, implemented with core/scope):
  //   int nns_run_scene(const char *src, int len, const char *filename,
  //                     double budget_millions, int mem_mb, int out_mb,
  //                     int recursion, char **scene_out, int *scene_len);
  // Same arguments and return value as nns_run, plus two out-parameters: a
  // malloc'd UTF-8 JSON text (freed by JS with nns_free) and its byte length.
  // *scene_out is NULL when no scene could be made.
  //
  // With {audit: 'text' | 'json'} (nns_run_audit) returns {status, report,
  // errors}: the findings as `nnscope audit` prints them and the number of
  // error-severity findings (report null when this build has no audit).
  function run(source, { filename = 'main.py', limits = {}, onWrite = () => {}, scene = false, audit = null } = {}) {
    if (!mod) throw new Error('nnscope: the engine is restarting after a crash (await engine.ready)');
    const m = mod;
    const lim = { ...DEFAULT_LIMITS, ...limits };
    const src = typeof source === 'string' ? enc.encode(source) : source;
    const name = enc.encode(filename + '\0');
    if (audit) scene = true;                 // same out-parameters, one more
    const wantScene = scene && typeof (audit ? m._nns_run_audit : m._nns_run_scene) === 'function';
    const p = m._nns_alloc(src.length + 1);
    const q = m._nns_alloc(name.length);
    const outp = wantScene ? m._nns_alloc(12) : 0;
    m.HEAPU8.set(src, p);
    m.HEAPU8[p + src.length] = 0;
    m.HEAPU8.set(name, q);
    if (outp) m.HEAPU8.fill(0, outp, outp + 12);
    let lastByte = null;
    sink = (stream, bytes) => { if (bytes.length) lastByte = bytes[bytes.length - 1]; onWrite(stream, bytes); };
    const args = [p, src.length, q, lim.budgetMillions, lim.memMb, lim.outMb, lim.recursion];
    try {
      if (!scene) return m._nns_run(...args);
      if (!wantScene) return audit ? { status: m._nns_run(...args), report: null, errors: 0 } : { status: m._nns_run(...args), scene: null };
      const status = audit ? m._nns_run_audit(...args, audit === 'json' ? 1 : 0, outp, outp + 4, outp + 8)
        : m._nns_run_scene(...args, outp, outp + 4);
      // Read after the call: memory may have grown, so take HEAPU8 afresh.
      const heap = m.HEAPU8;
      const dv = new DataView(heap.buffer, heap.byteOffset, heap.byteLength);
      const sp = dv.getUint32(outp, true), sl = dv.getInt32(outp + 4, true);
      let text = null;
      if (sp && sl > 0 && sp + sl <= heap.length) text = new TextDecoder().decode(heap.subarray(sp, sp + sl));
      if (sp) m._nns_free(sp);
      if (audit) return { status, report: text, errors: dv.getInt32(outp + 8, true) };
      return { status, scene: text };
    } catch (err) {
      const ended = crashed(err, lastByte);
      if (audit) return { status: 1, report: null, errors: 0, ended };
      return scene ? { status: 1, scene: null, ended } : 1;
    } finally {
      sink = () => {};
      if (mod === m) {
        m._nns_free(p);
        m._nns_free(q);
        if (outp) m._nns_free(outp);
      }
    }
  }
  // Whether this build can record scenes.
  const hasScene = typeof mod._nns_run_scene === 'function';
  return { variant, run, hasScene, get ready() { return ready; } };
}
