// engine-client.js — the page's side of the worker protocol: run, stop
// (terminate and respawn), and a crash that never takes the page down.
export function createEngineClient({ onOut, onDone, onStatus }) {
  let worker = null, current = null, nextId = 1;

  function spawn() {
    worker = new Worker(new URL('./worker.js', import.meta.url), { type: 'module' });
    onStatus('loading');
    worker.onmessage = (ev) => {
      const m = ev.data;
      if (m.type === 'ready') onStatus('ready', m.variant, m.scenes);
      else if (m.type === 'fatal') onStatus('error', m.message);
      else if (!current || m.id !== current) return;
      else if (m.type === 'out') onOut(m.stream, m.text);
      else if (m.type === 'done') { current = null; onDone({ status: m.status, scene: m.scene || null, ended: m.ended || null }); }
      else if (m.type === 'crash') { current = null; onDone({ status: 1, crash: m.message }); respawn(); }
    };
    worker.onerror = (e) => { e.preventDefault(); if (current) { current = null; onDone({ status: 1, crash: e.message || 'engine error' }); } respawn(); };
  }
  function respawn() { if (worker) worker.terminate(); spawn(); }

  spawn();
  return {
    run(source, opts = {}) {
      if (current) this.stop();
      current = nextId++;
      worker.postMessage({ type: 'run', id: current, source, filename: opts.filename, limits: opts.limits });
    },
    stop() {
      if (!current) return;
      current = null;
      respawn();
      onDone({ status: 1, stopped: true });
    },
    get busy() { return current !== null; },
  };
}
