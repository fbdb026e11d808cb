import { describe, it, expect } from 'vitest';
import { createCompareRunner } from '../../web/src/compare-runner.js';

// A stand-in engine client (test data only): answers each run with a scene
// named after the source, in a microtask (so one macrotask later every
// chained run has ended, whatever the machine's load); "loop" never ends until stopped.
function fakeClient(log) {
  return (cb) => {
    let cur = null;
    queueMicrotask(() => cb.onStatus('ready'));
    return {
      run(source) {
        cur = source; log.push(`run:${source}`);
        if (source === 'loop') return;
        queueMicrotask(() => { cur = null; cb.onOut(1, `out of ${source}\n`); cb.onDone({ scene: { format: 'nnscope-scene', version: 1, modules: {}, tensors: {}, roots: [], name: source, findings: [] } }); });
      },
      stop() { if (!cur) return; cur = null; log.push('stop'); cb.onDone({ stopped: true }); },
    };
  };
}
const settle = () => new Promise((r) => setTimeout(r, 0));
function runner() {
  const log = [];
  let state = {};
  const r = createCompareRunner({ onUpdate: (p) => { state = { ...state, ...p }; }, makeClient: fakeClient(log) });
  return { r, log, get: () => state };
}

describe('createCompareRunner', () => {
  it('runs A, then B from A\'s scene, and keeps both', async () => {
    const { r, log, get } = runner();
    r.run('A', (sc) => `${sc.name}+fix`);
    await settle();
    expect(log).toEqual(['run:A', 'run:A+fix']);
    const s = get();
    expect([s.running, s.sourceA, s.sourceB, s.a.scene.name, s.b.scene.name, s.a.out, s.b.error]).toEqual([false, 'A', 'A+fix', 'A', 'A+fix', 'out of A\n', null]);
  });
  it('no B: stops after A', async () => {
    const { r, log, get } = runner();
    r.run('A', () => null);
    await settle();
    expect(log).toEqual(['run:A']);
    expect([get().running, get().b]).toEqual([false, null]);
  });
  it('Stop ends a run that does not end, marked stopped', async () => {
    const { r, log, get } = runner();
    r.run('loop', 'B');
    await settle();
    r.stop();
    expect(log).toEqual(['run:loop', 'stop']);
    expect([get().running, get().a.error, get().b]).toEqual([false, 'stopped', null]);
  });
});
