import { describe, it, expect } from 'vitest';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createEngine } from '../../wasm-build/engine.mjs';
import { root } from './helpers.js';

// A stand-in for the Emscripten module: a byte heap, malloc, and the exports.
function fakeGlue({ withScene, sceneText = '{"format":"nnscope-scene"}' }) {
  return async () => ({
    default: async (opts) => {
      const heap = new Uint8Array(1 << 16);
      let top = 16;
      const mod = {
        HEAPU8: heap,
        _nns_alloc: (n) => { const p = top; top += (n + 7) & ~7; return p; },
        _nns_free: () => {},
        _nns_run: (p, len) => { opts.onWrite(1, heap.subarray(p, p + len)); return 0; },
      };
      if (withScene) {
        mod._nns_run_scene = (p, len, q, b, m, o, r, outp, lenp) => {
          const bytes = new TextEncoder().encode(sceneText);
          const sp = mod._nns_alloc(bytes.length);
          heap.set(bytes, sp);
          new DataView(heap.buffer).setUint32(outp, sp, true);
          new DataView(heap.buffer).setInt32(lenp, bytes.length, true);
          return 1;
        };
      }
      return mod;
    },
  });
}

describe('wasm-build/engine.mjs run(source, {scene})', () => {
  it('without _nns_run_scene: {status, scene: null}; plain run still returns a number', async () => {
    const e = await createEngine({ variant: 'base', importGlue: fakeGlue({ withScene: false }) });
    expect(e.hasScene).toBe(false);
    const out = [];
    expect(e.run('abc', { onWrite: (s, b) => out.push(new TextDecoder().decode(b)) })).toBe(0);
    expect(e.run('abc', { scene: true })).toEqual({ status: 0, scene: null });
    expect(out).toEqual(['abc']);
  });
  it('with _nns_run_scene: reads the returned JSON text', async () => {
    const e = await createEngine({ variant: 'base', importGlue: fakeGlue({ withScene: true, sceneText: '{"format":"nnscope-scene","v":"你好"}' }) });
    expect(e.hasScene).toBe(true);
    const r = e.run('print(1)', { scene: true });
    expect(r.status).toBe(1);
    expect(JSON.parse(r.scene)).toEqual({ format: 'nnscope-scene', v: '你好' });
  });
  const wasm = join(root, 'wasm-build/out/nnscope-base.wasm');
  it.skipIf(!existsSync(wasm))('the real engine runs a program (scene null until core/scope lands, else valid JSON)', async () => {
    const e = await createEngine({ variant: 'base', getBinary: () => readFileSync(wasm), importGlue: () => import(join(root, 'wasm-build/out/nnscope-base.mjs')) });
    const out = [];
    const r = e.run('print(6 * 7)\n', { scene: true, onWrite: (s, b) => out.push(new TextDecoder().decode(b)) });
    expect(r.status).toBe(0);
    expect(out.join('')).toBe('42\n');
    if (r.scene !== null) expect(JSON.parse(r.scene).format).toBe('nnscope-scene');
  });
});
