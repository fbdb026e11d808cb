import { describe, it, expect } from 'vitest';
import { buildTree, whoSeesRows, errorLine, trainingFrame, pathsOf, storeKey, chipText, findAttr, optimizerName, lossSeries, trainingGroups } from '../../web/src/lib/scene.js';
import { fixture } from './helpers.js';

describe('scene helpers', () => {
  it('storeKey and chipText', () => {
    expect(storeKey({ store: '_buffers', persistent: false })).toBe('buffer_np');
    expect(storeKey({ store: '_buffers', persistent: true })).toBe('_buffers');
    expect(storeKey({ store: '__dict__', kind: 'list' })).toBe('__dict__');
    expect(chipText({ name: 'layers', store: '__dict__', kind: 'list' })).toBe('layers: list');
    expect(chipText({ name: 'w', store: '_parameters' })).toBe('w');
  });
  it('buildTree: list-held modules are children marked unregistered, repeats grouped', () => {
    const roots = buildTree(fixture('half_registered'));
    expect(roots).toHaveLength(1);
    const kids = roots[0].children;
    expect(kids.map((k) => k.kind)).toEqual(['module', 'group', 'module']);
    expect(kids[1].count).toBe(3);
    expect(kids[1].children.every((c) => c.registered === false)).toBe(true);
    expect(kids[0].registered).toBe(true);
  });
  it('buildTree: a ModuleList of identical blocks becomes one group', () => {
    const roots = buildTree(fixture('limit_repeated'));
    const list = roots[0].children[0];
    expect(list.cls).toBe('ModuleList');
    expect(list.children[0].kind).toBe('group');
    expect(list.children[0].count).toBe(6);
  });
  it('who-sees-what rows', () => {
    const rows = whoSeesRows(fixture('half_registered'));
    const by = Object.fromEntries(rows.map((r) => [r.path, r]));
    expect(by['net.stem.weight']).toMatchObject({ parameters: true, state_dict: true, to: true, optimizers: { o1: true } });
    expect(by['net.blocks[0].weight']).toMatchObject({ parameters: false, state_dict: false, to: false, optimizers: { o1: false }, store: '_parameters' });
    expect(by['net.blocks[0]']).toMatchObject({ kind: 'module', parameters: false, store: '__dict__' });
    expect(by.net).toMatchObject({ kind: 'module', parameters: true, optimizers: { o1: true } });
    expect(by['net.stem']).toMatchObject({ optimizers: { o1: true } });
    const r2 = Object.fromEntries(whoSeesRows(fixture('registries')).map((r) => [r.path, r]));
    expect(r2['m.mask']).toMatchObject({ state_dict: false, to: true, store: 'buffer_np' });
    expect(r2['m.scale']).toMatchObject({ state_dict: false, to: false, store: '__dict__' });
    expect(r2['m.enc.weight'].stateKeys).toEqual(['enc.weight', 'dec.weight']);
    expect(r2['m.dec.weight']).toBeUndefined();   // tied: one object, one row
  });
  it('errorLine: from the scene, else from the traceback', () => {
    expect(errorLine(fixture('error_partial'), '')).toBe(6);
    const tb = 'Traceback (most recent call last):\n  File "main.py", line 3, in <module>\n    f()\n  File "main.py", line 2, in f\n    1/0\nZeroDivisionError: division by zero\n';
    expect(errorLine(null, tb)).toBe(2);
    expect(errorLine(null, 'File "other.py", line 9')).toBe(null);
  });
  it('trainingFrame: registered weights move, list-held ones frozen with a reason', () => {
    const s = fixture('half_registered');
    const f = trainingFrame(s, 1);
    expect(f.filter((x) => x.frozen)).toHaveLength(6);
    expect(f.filter((x) => x.moving)).toHaveLength(4);
    expect(f.find((x) => x.frozen).reason).toMatch(/plain list/);
    expect(f.find((x) => x.ref === 't1').values).toEqual(s.steps[1].changed[0].values);
  });
  it('pathsOf and findAttr', () => {
    const s = fixture('registries');
    expect(pathsOf(s, 't1')).toEqual(['m.enc.weight', 'm.dec.weight']);
    expect(pathsOf(s, 'm2')).toEqual(['m.enc']);
    expect(findAttr(s, 'm1:mask').attr.persistent).toBe(false);
    expect(findAttr(s, 'm1:nope')).toBe(null);
  });
});

describe('training view: models, optimizers', () => {
  const scene = {
    roots: [{ name: 'bad', ref: 'm1' }, { name: 'good', ref: 'm2' }],
    optimizers: { o1: { class: 'SGD', line: 3 }, o2: { class: 'SGD', line: 4 } },
    tensors: {
      t1: { requires_grad: true, parameter: true, grad: { norm: 1 }, paths: ['bad.layers[0].weight'], seen_by: { optimizers: [] } },
      t2: { requires_grad: true, parameter: true, grad: { norm: 1 }, paths: ['bad.out.weight'], seen_by: { optimizers: ['o1'] } },
      t3: { requires_grad: true, parameter: true, grad: { norm: 1 }, paths: ['good.layers.0.weight'], seen_by: { optimizers: ['o2'] } },
      t4: { requires_grad: false, parameter: false, paths: ['good.mask'], seen_by: { optimizers: [] } },
    },
    steps: [
      { optimizer: 'o1', loss: 2, changed: [{ ref: 't2', delta_norm: 0.1 }], unchanged: [] },
      { optimizer: 'o2', loss: 1, changed: [{ ref: 't3', delta_norm: 0.2 }], unchanged: [] },
      { optimizer: 'o1', loss: 1.5, changed: [{ ref: 't2', delta_norm: 0.1 }], unchanged: [] },
    ],
  };
  const source = 'import torch\n\nopt_bad = torch.optim.SGD(bad.parameters())\nopt_good = torch.optim.SGD(good.parameters())\n';
  it('names optimizers by their variable, else class and id', () => {
    expect(optimizerName(scene, 'o1', source)).toBe('opt_bad');
    expect(optimizerName(scene, 'o2', 'x == 1\n\n\n')).toBe('SGD o2');
  });
  it('one loss series per optimizer on the global step axis', () => {
    expect(lossSeries(scene, source)).toEqual([
      { oid: 'o1', name: 'opt_bad', points: [{ x: 0, y: 2 }, { x: 2, y: 1.5 }] },
      { oid: 'o2', name: 'opt_good', points: [{ x: 1, y: 1 }] },
    ]);
  });
  it('every model\'s trainable tensors, grouped, the unheld ones frozen from step 1', () => {
    const g = trainingGroups(scene, 0);
    expect(g.map((x) => x.root)).toEqual(['bad', 'good']);
    expect(g[0].items.map((i) => [i.path, !!i.frozen, i.moving])).toEqual([['bad.layers[0].weight', true, false], ['bad.out.weight', false, true]]);
    expect(g[0].items[0].reason).toBe('not in any optimizer');
    expect(g[1].items.map((i) => i.path)).toEqual(['good.layers.0.weight']);   // a plain non-grad tensor is no weight
  });
});
