import { describe, it, expect } from 'vitest';
import { replaySteps, treeAt, checkOf, lineText } from '../../web/src/lib/replay.js';
import { quizFromScene, grade } from '../../web/src/lib/quiz.js';
import { validator } from './helpers.js';

// A scene shaped as core/scope writes it (events with check, a move).
const mod = (cls, attrs) => ({ class: cls, qualname: `__main__.${cls}`, builtin: false, line: 1, training: true, init_called: true, attrs });
const ten = (paths, sb, parameter = true) => ({ shape: [2], dtype: 'torch.float32', requires_grad: parameter, parameter, grad: null, paths,
  seen_by: { parameters: false, state_dict: [], to: false, optimizers: [], ...sb } });
const scene = {
  format: 'nnscope-scene', version: 1, engine: '0.1.0', program: { filename: 'main.py', lines: 12 }, output: [],
  status: { exit: 0, error: null, limit: null }, roots: [{ name: 'net', ref: 'm1' }],
  modules: { m1: mod('Net', [
    { name: 'w', store: '_parameters', ref: 't1', line: 5 },
    { name: 'mean', store: '_buffers', persistent: true, ref: 't2', line: 6 },
    { name: 'tmp', store: '_buffers', persistent: false, ref: 't3', line: 7 },
    { name: 'scale', store: '__dict__', kind: 'tensor', ref: 't4', line: 8 },
  ]) },
  tensors: {
    t1: ten(['net.w'], { parameters: true, state_dict: ['w'], to: true, optimizers: ['o1'] }),
    t2: ten(['net.mean'], { state_dict: ['mean'], to: true }, false),
    t3: ten(['net.tmp'], { to: true }, false),
    t4: ten(['net.scale'], {}, false),
  },
  optimizers: { o1: { class: 'SGD', line: 11, groups: [{ lr: 0.1, params: ['t1'] }] } },
  events: [
    { seq: 1, line: 5, module: 'm1', name: 'w', action: 'set', store: '_parameters', from: null, check: 'parameter' },
    { seq: 2, line: 6, module: 'm1', name: 'mean', action: 'set', store: '_buffers', from: null, check: 'register_buffer' },
    { seq: 3, line: 7, module: 'm1', name: 'tmp', action: 'set', store: '_buffers', from: null, check: 'register_buffer' },
    { seq: 4, line: 8, module: 'm1', name: 'scale', action: 'set', store: '__dict__', from: null, check: 'plain' },
    { seq: 5, line: 9, module: 'm1', name: 'w', action: 'error', store: '_parameters', from: '_parameters', check: 'parameter-slot',
      error: { type: 'TypeError', message: "cannot assign 'torch.FloatTensor' as parameter 'w' (torch.nn.Parameter or None expected)" } },
    { seq: 6, line: 10, module: 'm1', name: 'scale', action: 'del', store: '__dict__', from: '__dict__', check: 'delete' },
  ],
  moves: [{ seq: 7, line: 11, module: 'm1', method: 'double', moved: [{ path: 'w', store: '_parameters', dtype: 'torch.float64' }],
    stayed: [{ path: 'scale', store: '__dict__', dtype: 'torch.float32' }] }],
  calls: [], steps: [{ optimizer: 'o1', index: 0, line: 12, loss: 1, changed: [{ ref: 't1', delta_norm: 0.1 }], unchanged: [] }],
  losses: [], findings: [],
};

describe('replay', () => {
  it('the scene used here is a valid scene', () => {
    const v = validator();
    expect(v(scene), JSON.stringify(v.errors)).toBe(true);
  });
  it('steps are the program events and moves in seq order', () => {
    const st = replaySteps(scene);
    expect(st.map((s) => `${s.kind}:${s.line}`)).toEqual(['event:5', 'event:6', 'event:7', 'event:8', 'event:9', 'event:10', 'move:11']);
  });
  it('the tree grows chip by chip, a refused store shows only at its step, del removes', () => {
    const st = replaySteps(scene);
    const chips = (i) => treeAt(scene, st, i)[0].chips.map((c) => `${c.name}:${c.store}${c.error ? '!' : ''}${c.last ? '*' : ''}`).join(' ');
    expect(chips(0)).toBe('w:_parameters*');
    expect(chips(2)).toBe('w:_parameters mean:_buffers tmp:buffer_np*');
    expect(chips(4)).toBe('w:_parameters mean:_buffers tmp:buffer_np scale:__dict__ w:_parameters!*');
    expect(chips(5)).toBe('w:_parameters mean:_buffers tmp:buffer_np');
  });
  it('check falls back for scenes without it', () => {
    expect(checkOf({ action: 'set', store: '_modules' })).toBe('module');
    expect(checkOf({ action: 'del', store: '_buffers' })).toBe('delete');
    expect(checkOf(scene.events[4])).toBe('parameter-slot');
    expect(lineText('a\n  b = 1\n', 2)).toBe('b = 1');
  });
});

describe('quiz', () => {
  const items = quizFromScene(scene);
  it('asks about every walker, the training and the count', () => {
    expect(items.map((i) => i.id)).toEqual(['sees-parameters', 'sees-state_dict', 'sees-optimizer', 'sees-to', 'change-t1', 'count']);
  });
  it('answers come from seen_by, with reasons', () => {
    const sd = items.find((i) => i.id === 'sees-state_dict');
    expect(Object.fromEntries(sd.choices.map((c) => [c.label, c.correct]))).toEqual({ 'net.w': true, 'net.mean': true, 'net.tmp': false, 'net.scale': false });
    expect(sd.choices.find((c) => c.label === 'net.tmp').why.key).toBe('quiz.why.nonPersistent');
    expect(sd.choices.find((c) => c.label === 'net.scale').why.key).toBe('quiz.why.plain');
    const count = items.find((i) => i.id === 'count');
    expect(count.choices.find((c) => c.correct).label).toBe('1');
  });
  it('grades multi and single items', () => {
    const p = items[0];
    expect(grade(p, ['t1']).score).toBe(true);
    expect(grade(p, ['t1', 't2']).score).toBe(false);
    expect(grade(p, ['t1', 't2']).marks.find((m) => m.id === 't2').right).toBe(false);
    const c = items.find((i) => i.id === 'change-t1');
    expect(grade(c, ['yes']).score).toBe(true);
    expect(grade(c, ['no']).marks.find((m) => m.id === 'no').right).toBe(false);
  });
});

describe('replay tree: a container stored into _modules brings what it held', () => {
  it('a ModuleList built before the store shows its layers at that step', () => {
    const s = {
      modules: { m1: mod('Net', [{ name: 'stack', store: '_modules', ref: 'm2', line: 3 }]),
        m2: { ...mod('ModuleList', [{ name: '0', store: '_modules', ref: 'm3', line: null }]), builtin: true },
        m3: { ...mod('Linear', []), builtin: true } },
      events: [
        { seq: 1, line: null, module: 'm2', name: '0', action: 'set', store: '_modules', from: null, check: 'add_module' },
        { seq: 2, line: 3, module: 'm1', name: 'stack', action: 'set', store: '_modules', from: null, check: 'module' },
      ],
      moves: [],
    };
    const steps = replaySteps(s);
    expect(steps.length).toBe(1);
    const tree = treeAt(s, steps, 0);
    expect(tree.map((m) => m.id)).toEqual(['m1', 'm2']);
    expect(tree[1].chips).toEqual([{ name: '0', store: '_modules', last: false }]);
    expect(tree[0].chips).toEqual([{ name: 'stack', store: '_modules', last: true }]);
  });
});
