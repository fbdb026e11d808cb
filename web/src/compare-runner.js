// compare-runner.js — the Compare view's runs: program A, then program B, in
// an engine client of their own (a second worker, started on first use), so
// a comparison never touches the lab's run, console or scene, nor the editor.
// B may be a function of A's scene (the program after "Apply fix" needs A's
// findings; it returns null, after reporting why, when there is no B).
// onUpdate(patch) reports progress; the store keeps the results.
import { createEngineClient } from './engine-client.js';
import { isScene, neutralizeScene } from './lib/scene.js';

const MAX_OUT = 64 * 1024;   // console text kept per side

export function createCompareRunner({ onUpdate, makeClient = createEngineClient }) {
  let client = null, ready = false, job = null, side = null, out = '';
  let waiting = null;        // a job asked for before the engine was ready

  function start(which, source) {
    side = { which, source };
    out = '';
    onUpdate({ [which]: { source, state: 'running', scene: null, out: '', error: null } });
    client.run(source, { filename: 'main.py' });
  }
  function ensure() {
    if (client) return;
    client = makeClient({
      onStatus: (state) => {
        ready = state === 'ready';
        if (state === 'error') { const j = job || waiting; waiting = null; job = null; if (j) onUpdate({ running: false, error: { key: 'cmp.err.engine' } }); }
        if (ready && waiting) { const w = waiting; waiting = null; begin(w); }
      },
      onOut: (stream, text) => { if (side && out.length < MAX_OUT) out += text; },
      onDone: ({ scene, stopped, crash, ended }) => {
        if (!side || !job) return;
        const sc = !stopped && !crash && isScene(scene) ? neutralizeScene(scene) : null;
        const error = stopped ? 'stopped' : crash ? 'crash' : sc ? null : ended ? `ended.${ended}` : 'noScene';
        const which = side.which;
        onUpdate({ [which]: { source: side.source, state: 'done', scene: sc, out: out.slice(0, MAX_OUT), error } });
        side = null;
        if (stopped) { job = null; onUpdate({ running: false }); return; }
        if (which === 'a') {
          const b = typeof job.b === 'function' ? job.b(sc) : job.b;
          if (typeof b !== 'string') { job = null; onUpdate({ running: false }); return; }   // job.b said why
          onUpdate({ sourceB: b });
          start('b', b);
        } else { job = null; onUpdate({ running: false }); }
      },
    });
  }
  function begin(j) {
    job = j;
    onUpdate({ running: true, error: null, sourceA: j.a, sourceB: typeof j.b === 'string' ? j.b : null, a: null, b: null });
    start('a', j.a);
  }
  return {
    // a: program A's text; b: program B's text, or (sceneA) => text | null
    run(a, b) {
      ensure();
      if (job && side) client.stop();
      if (!ready) { waiting = { a, b }; onUpdate({ running: true, error: null, a: null, b: null }); return; }
      begin({ a, b });
    },
    stop() {
      if (waiting) { waiting = null; onUpdate({ running: false }); }
      else if (client && job) client.stop();
    },
  };
}
