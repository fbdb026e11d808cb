import { describe, it, expect } from 'vitest';
import { diffScenes, pairRoots, attrMap, stateDictKeys, lineDiff, normPath } from '../../web/src/lib/compare.js';
import { applyAllFixes } from '../../web/src/lib/fix.js';
import { countModule } from '../../web/src/lib/counts.js';

// Hand-made scenes shaped after docs/scene.md (test data only): tensor paths
// carry the root's name, state_dict keys do not, as the engine writes them.
const lin = (ws, bs) => ({ class: 'Linear', qualname: 'torch.nn.modules.linear.Linear', builtin: true, line: null, training: true, init_called: true,
  attrs: [{ name: 'weight', store: '_parameters', ref: ws, line: null }, { name: 'bias', store: '_parameters', ref: bs, line: null }] });
const tensor = (path, shape, { sd = [], opt = [], params = true } = {}) => ({ shape, dtype: 'torch.float32', requires_grad: true, parameter: true, grad: null,
  paths: [path], seen_by: { parameters: params, state_dict: sd, to: params, optimizers: opt } });
const base = (over) => ({ format: 'nnscope-scene', version: 1, engine: '0.1.0', program: { filename: 'main.py', lines: 30 }, output: [],
  status: { exit: 0, error: null, limit: null }, roots: [{ name: 'net', ref: 'm1' }], modules: {}, tensors: {}, optimizers: {},
  events: [], calls: [], steps: [], losses: [], findings: [], ...over });

// A: stem, blocks = [Linear, Linear] (a plain list), head; opt over net.parameters()
function buggy() {
  const s = base();
  s.modules.m1 = { class: 'Net', qualname: '__main__.Net', builtin: false, line: 5, training: true, init_called: true, attrs: [
    { name: 'stem', store: '_modules', ref: 'm2', line: 8 },
    { name: 'blocks', store: '__dict__', kind: 'list', refs: ['m3', 'm4'], line: 9, summary: 'list of 2 Linear' },
    { name: 'head', store: '_modules', ref: 'm5', line: 10 },
    { name: 'scale', store: '__dict__', kind: 'float', repr: '0.5', line: 11 },
  ] };
  s.modules.m2 = lin('t1', 't2'); s.modules.m3 = lin('t3', 't4'); s.modules.m4 = lin('t5', 't6'); s.modules.m5 = lin('t7', 't8');
  const reg = (p, sh, k) => tensor(`net.${p}`, sh, { sd: [p], opt: ['o1'] });
  const unreg = (p, sh) => tensor(`net.${p}`, sh, { params: false });
  Object.assign(s.tensors, {
    t1: reg('stem.weight', [4, 4]), t2: reg('stem.bias', [4]),
    t3: unreg('blocks[0].weight', [4, 4]), t4: unreg('blocks[0].bias', [4]), t5: unreg('blocks[1].weight', [4, 4]), t6: unreg('blocks[1].bias', [4]),
    t7: reg('head.weight', [1, 4]), t8: reg('head.bias', [1]),
  });
  s.optimizers.o1 = { class: 'SGD', line: 20, groups: [{ lr: 0.1, params: ['t1', 't2', 't7', 't8'] }] };
  s.steps = [0, 1, 2].map((i) => ({ optimizer: 'o1', index: i, line: 24, loss: 1 - i * 0.1, changed: [], unchanged: [] }));
  s.findings = [
    { rule: 'modules-in-list', severity: 'error', module: 'm1', path: 'blocks', line: 9, message: 'm', fix: 'self.blocks = nn.ModuleList([...])' },
    { rule: 'grad-without-optimizer', severity: 'warning', module: 'm1', path: 'blocks[0].weight', line: 9, message: 'm', fix: null },
  ];
  return s;
}
// B: the same with blocks = nn.ModuleList([...]); a new finding on `scale`
function fixed() {
  const s = base();
  s.modules.m1 = { class: 'Net', qualname: '__main__.Net', builtin: false, line: 5, training: true, init_called: true, attrs: [
    { name: 'stem', store: '_modules', ref: 'm2', line: 8 },
    { name: 'blocks', store: '_modules', ref: 'm3', line: 9 },
    { name: 'head', store: '_modules', ref: 'm6', line: 10 },
    { name: 'scale', store: '_buffers', ref: 't9', persistent: true, line: 11 },
  ] };
  s.modules.m3 = { class: 'ModuleList', qualname: 'torch.nn.modules.container.ModuleList', builtin: true, line: 9, training: true, init_called: true,
    attrs: [{ name: '0', store: '_modules', ref: 'm4', line: null }, { name: '1', store: '_modules', ref: 'm5', line: null }] };
  s.modules.m2 = lin('t1', 't2'); s.modules.m4 = lin('t3', 't4'); s.modules.m5 = lin('t5', 't6'); s.modules.m6 = lin('t7', 't8');
  const reg = (p, sh) => tensor(`net.${p}`, sh, { sd: [p], opt: ['o1'] });
  Object.assign(s.tensors, {
    t1: reg('stem.weight', [4, 4]), t2: reg('stem.bias', [4]),
    t3: reg('blocks.0.weight', [4, 4]), t4: reg('blocks.0.bias', [4]), t5: reg('blocks.1.weight', [4, 4]), t6: reg('blocks.1.bias', [4]),
    t7: reg('head.weight', [1, 4]), t8: reg('head.bias', [1]),
    t9: { ...tensor('net.scale', [1], { sd: ['scale'] }), parameter: false, requires_grad: false, seen_by: { parameters: false, state_dict: ['scale'], to: true, optimizers: [] } },
  });
  s.optimizers.o1 = { class: 'SGD', line: 20, groups: [{ lr: 0.1, params: ['t1', 't2', 't3', 't4', 't5', 't6', 't7', 't8'] }] };
  s.steps = [0, 1, 2, 3].map((i) => ({ optimizer: 'o1', index: i, line: 24, loss: 1 - i * 0.2, changed: [], unchanged: [] }));
  s.findings = [{ rule: 'buffer-never-used', severity: 'info', module: 'm1', path: 'scale', line: 11, message: 'm', fix: null }];
  return s;
}
const src = Array.from({ length: 19 }, () => '').concat(['opt = torch.optim.SGD(net.parameters(), lr=0.1)']).join('\n');

describe('diffScenes: buggy vs fixed', () => {
  const d = diffScenes(buggy(), fixed(), { sourceA: src, sourceB: src });
  const m = d.models[0];
  it('pairs the two nets by name', () => {
    expect(d.models.map((x) => [x.name, x.clsA, x.clsB])).toEqual([['net', 'Net', 'Net']]);
  });
  it('lists the attributes whose store changed, not what they hold', () => {
    expect(m.stores.map((c) => [c.path, c.from && c.from.store, c.from && c.from.kind, c.to && c.to.store, c.to && c.to.cls]))
      .toEqual([['blocks', '__dict__', 'list', '_modules', 'ModuleList'], ['scale', '__dict__', 'float', '_buffers', null]]);
  });
  it('names the tensors the optimizer now holds (list indices read as ModuleList keys)', () => {
    expect(m.trained).toEqual({ gained: ['blocks.0.weight', 'blocks.0.bias', 'blocks.1.weight', 'blocks.1.bias'], lost: [], a: 4, b: 8 });
  });
  it('lists the state_dict() keys added, in state_dict order', () => {
    expect(m.stateDict).toEqual({ added: ['blocks.0.weight', 'blocks.0.bias', 'blocks.1.weight', 'blocks.1.bias', 'scale'], removed: [], a: 4, b: 9 });
  });
  it('counts with lib/counts.js on each side', () => {
    expect(m.counts.a).toEqual(countModule(buggy(), 'm1'));
    expect(m.counts.b).toEqual(countModule(fixed(), 'm1'));
    expect([m.counts.a.params, m.counts.a.unregistered, m.counts.b.params, m.counts.b.buffers]).toEqual([25, 40, 65, 1]);
  });
  it('sorts findings into fixed, new and kept', () => {
    expect(d.findings.fixed.map((f) => f.rule)).toEqual(['modules-in-list', 'grad-without-optimizer']);
    expect(d.findings.added.map((f) => f.rule)).toEqual(['buffer-never-used']);
    expect(d.findings.kept).toEqual([]);
  });
  it('gives both loss curves, named by the optimizer variable', () => {
    expect(d.loss.a).toEqual([{ oid: 'o1', name: 'opt', points: [{ x: 0, y: 1 }, { x: 1, y: 0.9 }, { x: 2, y: 0.8 }] }]);
    expect(d.loss.b[0].points).toHaveLength(4);
  });
  it('reversed, the same changes read as lost and removed', () => {
    const r = diffScenes(fixed(), buggy()).models[0];
    expect(r.trained.lost).toEqual(['blocks.0.weight', 'blocks.0.bias', 'blocks.1.weight', 'blocks.1.bias']);
    expect(r.trained.gained).toEqual([]);
    expect(r.stateDict.removed).toContain('scale');
    expect(r.stores[0]).toMatchObject({ path: 'blocks', from: { store: '_modules' }, to: { store: '__dict__' } });
  });
  it('the same scene on both sides has no difference', () => {
    const s = diffScenes(buggy(), buggy());
    expect(s.models[0].stores).toEqual([]);
    expect(s.models[0].trained.gained.concat(s.models[0].trained.lost)).toEqual([]);
    expect(s.findings.fixed.concat(s.findings.added)).toEqual([]);
    expect(s.findings.kept).toHaveLength(2);
  });
  it('refuses what is not a scene', () => {
    expect(diffScenes(null, fixed())).toBe(null);
    expect(diffScenes(buggy(), { format: 'x' })).toBe(null);
  });
});

describe('compare helpers', () => {
  it('an attribute only one side has is reported once, at its top', () => {
    const b = fixed();
    b.modules.m1.attrs.push({ name: 'extra', store: '_modules', ref: 'm2', line: 12 });
    const m = diffScenes(fixed(), b).models[0];
    expect(m.stores.map((c) => [c.path, c.from, c.to && c.to.store])).toEqual([['extra', null, '_modules']]);
  });
  it('pairs roots by name first, then the rest in order', () => {
    const a = { roots: [{ name: 'bad', ref: 'm1' }, { name: 'shared', ref: 'm2' }] };
    const b = { roots: [{ name: 'shared', ref: 'm9' }, { name: 'good', ref: 'm3' }, { name: 'more', ref: 'm4' }] };
    expect(pairRoots(a, b).map((p) => [p.name, p.a && p.a.ref, p.b && p.b.ref])).toEqual([['shared', 'm2', 'm9'], ['bad → good', 'm1', 'm3'], ['more', null, 'm4']]);
  });
  it('walks modules held in lists and through _modules, with ModuleList-style paths', () => {
    expect([...attrMap(buggy(), 'm1').keys()]).toEqual(['stem', 'stem.weight', 'stem.bias', 'blocks', 'blocks.0.weight', 'blocks.0.bias', 'blocks.1.weight', 'blocks.1.bias', 'head', 'head.weight', 'head.bias', 'scale']);
    expect(normPath('blocks[2].layers[10].weight')).toBe('blocks.2.layers.10.weight');
  });
  it('reads a root\'s state_dict() keys, leaving another root\'s out', () => {
    const s = buggy();
    s.roots.push({ name: 'other', ref: 'm5' });
    s.tensors.t7.paths.push('other.weight'); s.tensors.t7.seen_by.state_dict.push('weight');
    expect(stateDictKeys(s, s.roots[1])).toEqual(['weight']);
    expect(stateDictKeys(s, s.roots[0])).toEqual(['stem.weight', 'stem.bias', 'head.weight', 'head.bias']);
  });
});

describe('lineDiff', () => {
  it('pairs replaced lines and keeps added ones', () => {
    expect(lineDiff('a\nb\nc', 'a\nx\ny\nc\nd')).toEqual([
      { a: { line: 2, text: 'b' }, b: { line: 2, text: 'x' } },
      { a: null, b: { line: 3, text: 'y' } },
      { a: null, b: { line: 5, text: 'd' } },
    ]);
    expect(lineDiff('same\n', 'same\n')).toEqual([]);
    expect(lineDiff('x\ny', 'y')).toEqual([{ a: { line: 1, text: 'x' }, b: null }]);
  });
  it('long programs fall back to pairing the differing middle', () => {
    const r = lineDiff('h\na\nb\nt', 'h\nc\nt', 1);
    expect(r).toEqual([{ a: { line: 2, text: 'a' }, b: { line: 2, text: 'c' } }, { a: { line: 3, text: 'b' }, b: null }]);
  });
});

describe('applyAllFixes', () => {
  const prog = 'import torch.nn as nn\n\nclass Net(nn.Module):\n    def __init__(self):\n        self.blocks = [nn.Linear(4, 4) for _ in range(3)]\n        self.head = nn.Linear(4, 1)\n';
  it('applies every fix that applies, bottom first, so an insert does not shift the others', () => {
    const r = applyAllFixes(prog, [
      { rule: 'missing-super-init', line: 4, path: '', fix: 'super().__init__()' },
      { rule: 'modules-in-list', line: 5, path: 'blocks', fix: 'self.blocks = nn.ModuleList([...])' },
      { rule: 'grad-without-optimizer', line: 5, path: 'blocks[0].weight', fix: null },
    ]);
    expect(r.applied.map((f) => f.rule)).toEqual(['modules-in-list', 'missing-super-init']);
    expect(r.source.split('\n').slice(3, 7)).toEqual(['    def __init__(self):', '        super().__init__()', '        self.blocks = nn.ModuleList([nn.Linear(4, 4) for _ in range(3)])', '        self.head = nn.Linear(4, 1)']);
  });
  it('nothing applies: the source comes back unchanged', () => {
    expect(applyAllFixes(prog, [{ rule: 'x', line: 6, path: 'nothere', fix: 'self.nothere = 1' }])).toEqual({ source: prog, applied: [] });
    expect(applyAllFixes(prog, undefined)).toEqual({ source: prog, applied: [] });
  });
});
