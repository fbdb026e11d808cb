// engine.mjs — load the nnscope WASM engine and run programs with it.
// Shared by the Web Worker (web/src/worker.js) and by Node (nnscope.mjs).
// Picks the SIMD build when the JavaScript engine supports WASM SIMD128.

// A tiny module that uses a v128 instruction: valid only with SIMD support.
const SIMD_PROBE = new Uint8Array([0, 97, 115, 109, 1, 0, 0, 0, 1, 5, 1, 96, 0, 1, 123, 3, 2, 1, 0, 10, 10, 1, 8, 0, 65, 0, 253, 15, 253, 98, 11]);

export function simdSupported() {
  try { return WebAssembly.validate(SIMD_PROBE); } catch { return false; }
}

export const DEFAULT_LIMITS = { budgetMillions: 4000, memMb: 1024, outMb: 16, recursion: 1000 };

// Create an engine. `getBinary(variant)` returns the .wasm bytes (Node) or
// is omitted in the browser (the glue then fetches the file next to itself).
export async function createEngine({ variant = simdSupported() ? 'simd' : 'base', getBinary, importGlue } = {}) {
  const glue = importGlue ? await importGlue(variant)
    : await import(variant === 'simd' ? './out/nnscope-simd.mjs' : './out/nnscope-base.mjs');
  let sink = () => {};
  const opts = { onWrite: (stream, bytes) => sink(stream, bytes) };
  if (getBinary) opts.wasmBinary = await getBinary(variant);
  const mod = await glue.default(opts);
  const enc = new TextEncoder();

  // Run one program. onWrite(stream, Uint8Array) receives output as it is
  // produced (the bytes are only valid during the call: copy them).
  function run(source, { filename = 'main.py', limits = {}, onWrite = () => {} } = {}) {
    const lim = { ...DEFAULT_LIMITS, ...limits };
    const src = typeof source === 'string' ? enc.encode(source) : source;
    const name = enc.encode(filename + '\0');
    const p = mod._nns_alloc(src.length + 1);
    const q = mod._nns_alloc(name.length);
    mod.HEAPU8.set(src, p);
    mod.HEAPU8[p + src.length] = 0;
    mod.HEAPU8.set(name, q);
    sink = onWrite;
    try {
      return mod._nns_run(p, src.length, q, lim.budgetMillions, lim.memMb, lim.outMb, lim.recursion);
    } finally {
      sink = () => {};
      mod._nns_free(p);
      mod._nns_free(q);
    }
  }
  return { variant, run };
}
