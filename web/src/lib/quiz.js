// quiz.js — "predict, then reveal": quiz items generated from a scene, so any
// program can become a quiz. Each item asks first and keeps the answer (and
// the reason for each choice) until the reader reveals it. Lessons may add
// their own items in the same shape (text as {en, zh} instead of i18n keys).
//
//   item = { id, kind: 'multi' | 'single', q: {key, params} | {text: {en, zh}},
//            choices: [{ id, label, correct, why: {key, params} | {text} }] }
import { whoSeesRows } from './scene.js';

const WALKERS = ['parameters', 'state_dict', 'optimizer', 'to'];

// Why a tensor row is (not) seen by a walker: an i18n key under quiz.why.
function whyKey(row, walker, seen) {
  const s = row.store;
  if (walker === 'optimizer') return seen ? 'opt.yes' : s === '_parameters' && row.parameters ? 'opt.notGiven' : s === '_buffers' || s === 'buffer_np' ? 'opt.buffer' : 'opt.unregistered';
  if (seen) return `${walker}.${s === 'buffer_np' ? '_buffers' : s}`;
  if (s === '__dict__') return 'plain';
  if ((s === '_parameters' || s === '_buffers' || s === 'buffer_np') && !row.parameters && !row.to) return 'unregisteredModule';
  if (walker === 'parameters') return 'buffer';
  if (walker === 'state_dict' && s === 'buffer_np') return 'nonPersistent';
  return 'plain';
}

// Up to n rows, mixing seen and unseen ones (so the answer is not "all").
function pick(rows, f, n = 8) {
  const yes = rows.filter(f), no = rows.filter((r) => !f(r));
  const out = [];
  for (let i = 0; out.length < n && (i < yes.length || i < no.length); i++) {
    if (i < no.length) out.push(no[i]);
    if (i < yes.length && out.length < n) out.push(yes[i]);
  }
  return out.sort((a, b) => rows.indexOf(a) - rows.indexOf(b));
}

export function quizFromScene(scene) {
  if (!scene || !scene.tensors) return [];
  const rows = whoSeesRows(scene).filter((r) => r.kind === 'tensor');
  if (!rows.length) return [];
  const items = [];
  const hasOpt = Object.keys(scene.optimizers || {}).length > 0;
  for (const w of WALKERS) {
    if (w === 'optimizer' && !hasOpt) continue;
    const seen = (r) => (w === 'optimizer' ? Object.values(r.optimizers).some(Boolean) : r[w]);
    const cand = pick(rows, seen);
    items.push({ id: `sees-${w}`, kind: 'multi', q: { key: `quiz.q.${w}` },
      choices: cand.map((r) => ({ id: r.ref, label: r.path, correct: !!seen(r), why: { key: `quiz.why.${whyKey(r, w, !!seen(r))}` } })) });
  }
  // will this weight change after the steps?
  const steps = scene.steps || [];
  if (steps.length) {
    const moved = new Set(steps.flatMap((s) => s.changed.filter((c) => c.delta_norm > 0).map((c) => c.ref)));
    const n = Math.max(...steps.map((s) => s.index)) + 1;
    const params = rows.filter((r) => scene.tensors[r.ref] && scene.tensors[r.ref].parameter);
    const a = params.find((r) => !moved.has(r.ref)), b = params.find((r) => moved.has(r.ref));
    for (const r of [a, b].filter(Boolean)) {
      const yes = moved.has(r.ref);
      const why = yes ? 'moved' : !Object.values(r.optimizers).some(Boolean) ? 'notInOpt' : 'noGrad';
      items.push({ id: `change-${r.ref}`, kind: 'single', q: { key: 'quiz.q.change', params: { path: r.path, n } },
        choices: [{ id: 'yes', label: { key: 'quiz.yes' }, correct: yes, why: { key: `quiz.why.${why}` } },
          { id: 'no', label: { key: 'quiz.no' }, correct: !yes, why: { key: `quiz.why.${why}` } }] });
    }
  }
  // how many tensors does parameters() report for the first root?
  const root = (scene.roots || [])[0];
  if (root) {
    const mine = rows.filter((r) => r.path === root.name || r.path.startsWith(`${root.name}.`) || r.path.startsWith(`${root.name}[`));
    const n = mine.filter((r) => r.parameters).length;
    const all = mine.filter((r) => scene.tensors[r.ref] && scene.tensors[r.ref].parameter).length;
    const opts = [...new Set([n, all, mine.length, n + 1, Math.max(0, n - 1)])].sort((x, y) => x - y).slice(0, 5);
    if (!opts.includes(n)) opts.push(n);
    items.push({ id: 'count', kind: 'single', q: { key: 'quiz.q.count', params: { root: root.name } },
      choices: opts.map((k) => ({ id: `n${k}`, label: String(k), correct: k === n,
        why: { key: all > n ? 'quiz.why.countHidden' : 'quiz.why.countAll', params: { n, all } } })) });
  }
  return items;
}

// Marks after reveal: for each choice, { right, picked } (multi: every choice
// is a yes/no answer; single: the picked one is right or wrong).
export function grade(item, picked) {
  const set = new Set(picked || []);
  const marks = item.choices.map((c) => ({ id: c.id, picked: set.has(c.id),
    right: item.kind === 'multi' ? set.has(c.id) === c.correct : set.has(c.id) ? c.correct : null }));
  const score = item.kind === 'multi' ? marks.every((m) => m.right) : marks.some((m) => m.picked && m.right);
  return { marks, score };
}
