// worker.js — runs the engine off the main thread. One message in
// ({type:'run', id, source, limits}), a stream of {type:'out'} messages, then
// {type:'done', id, status, scene, ended} (scene: parsed JSON or null; ended:
// null, or what stopped the engine mid-run: 'recursion' | 'memory' | 'trap'). The page terminates and respawns this worker to
// stop a run that does not stop by itself.
import { createEngine } from '../../wasm-build/engine.mjs';

const urls = {
  simd: new URL('../../wasm-build/out/nnscope-simd.wasm', import.meta.url),
  base: new URL('../../wasm-build/out/nnscope-base.wasm', import.meta.url),
};
const glue = {
  simd: () => import('../../wasm-build/out/nnscope-simd.mjs'),
  base: () => import('../../wasm-build/out/nnscope-base.mjs'),
};

const enginePromise = createEngine({
  importGlue: (v) => glue[v](),
  getBinary: async (v) => new Uint8Array(await (await fetch(urls[v])).arrayBuffer()),
});
enginePromise.then((e) => postMessage({ type: 'ready', variant: e.variant, scenes: !!e.hasScene }),
  (err) => postMessage({ type: 'fatal', message: String(err && err.message || err) }));

self.onmessage = async (ev) => {
  const msg = ev.data;
  if (msg.type !== 'run') return;
  const engine = await enginePromise;
  const dec = { 1: new TextDecoder(), 2: new TextDecoder() };
  let status, sceneText = null, ended = null;
  try {
    const r = engine.run(msg.source, {
      filename: msg.filename || 'main.py',
      limits: msg.limits,
      scene: true,
      onWrite: (stream, bytes) => postMessage({ type: 'out', id: msg.id, stream, text: dec[stream === 2 ? 2 : 1].decode(bytes, { stream: true }) }),
    });
    status = r.status;
    sceneText = r.scene;
    ended = r.ended || null;
  } catch (err) {
    // A WASM trap (e.g. out of memory in the runtime) ends this engine.
    postMessage({ type: 'crash', id: msg.id, message: String(err && err.message || err) });
    return;
  }
  // Parse here, off the main thread; a scene that does not parse is reported
  // as unavailable rather than breaking the page.
  let scene = null;
  if (sceneText) { try { scene = JSON.parse(sceneText); } catch { scene = null; } }
  postMessage({ type: 'done', id: msg.id, status, scene, ended });
};
