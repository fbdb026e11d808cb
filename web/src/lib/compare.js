// compare.js — what changed between two runs (program A, program B), as a pure
// function of their two scenes: the Compare view draws it. The models of the
// two scenes are paired by root name (`net` with `net`), the rest in order, and
// every path is read relative to its root with list indices written like
// ModuleList keys (`blocks[0].weight` and `blocks.0.weight` are one path), so a
// list-held layer of A and the registered layer of B line up.
//   stores     attributes whose store differs (`blocks`: __dict__ → _modules),
//              plus attributes only one side has
//   trained    tensor paths an optimizer holds in B but not in A (gained) and
//              the reverse (lost)
//   stateDict  state_dict() keys added and removed, per model
//   counts     countModule() of each model on each side (lib/counts.js)
//   findings   fixed (A only), new (B only), kept (both), by rule and path
//   loss       lossSeries() of each side, for one chart
import { storeKey, lossSeries, isScene } from './scene.js';
import { countModule } from './counts.js';

export const normPath = (p) => String(p || '').replace(/\[(\d+)\]/g, '.$1');

// [{name, a, b}]: a/b are roots ({name, ref}) or null. Same names pair first;
// the roots left over pair in order (one model each side, named differently).
export function pairRoots(sa, sb) {
  const ra = (sa && sa.roots) || [], rb = (sb && sb.roots) || [];
  const out = [];
  const usedB = new Set();
  const leftA = [];
  for (const r of ra) {
    const m = rb.find((x) => x.name === r.name && !usedB.has(x));
    if (m) { usedB.add(m); out.push({ name: r.name, a: r, b: m }); } else leftA.push(r);
  }
  const leftB = rb.filter((x) => !usedB.has(x));
  const n = Math.max(leftA.length, leftB.length);
  for (let i = 0; i < n; i++) {
    const a = leftA[i] || null, b = leftB[i] || null;
    out.push({ name: a && b ? `${a.name} → ${b.name}` : (a || b).name, a, b });
  }
  return out;
}

// path (relative to the root, normalised) → {store, kind, cls} for every
// attribute reachable from the root through _modules and through modules
// held in plain attributes or containers.
export function attrMap(scene, rootRef) {
  const out = new Map();
  const seen = new Set();
  const walk = (mid, prefix, depth) => {
    const m = scene.modules[mid];
    if (!m || depth > 32 || seen.has(mid)) return;
    seen.add(mid);
    for (const a of m.attrs) {
      const p = prefix ? `${prefix}.${a.name}` : a.name;
      out.set(p, { store: storeKey(a), kind: a.store === '__dict__' ? (a.kind || 'other') : null, cls: a.ref && scene.modules[a.ref] ? scene.modules[a.ref].class : null });
      if (a.ref && scene.modules[a.ref]) walk(a.ref, p, depth + 1);
      (a.refs || []).forEach((r, i) => { if (scene.modules[r]) walk(r, a.kind === 'dict' ? `${p}.…` : `${p}.${i}`, depth + 1); });
    }
  };
  walk(rootRef, '', 0);
  return out;
}

// Tensors under a root: normalised relative path → tensor (first path wins).
function tensorsUnder(scene, root) {
  const out = new Map();
  const pre = `${root.name}`;
  for (const [ref, t] of Object.entries(scene.tensors || {})) {
    for (const p of t.paths || []) {
      if (p !== pre && !p.startsWith(`${pre}.`) && !p.startsWith(`${pre}[`)) continue;
      const rel = normPath(p.slice(pre.length).replace(/^\./, ''));
      if (!out.has(rel)) out.set(rel, { ref, t });
    }
  }
  return out;
}

// The keys of root's state_dict(): a tensor's seen_by.state_dict keys that are
// one of its paths under this root.
export function stateDictKeys(scene, root) {
  const keys = new Set();
  for (const t of Object.values(scene.tensors || {})) {
    const paths = new Set((t.paths || []).map(normPath));
    for (const k of (t.seen_by && t.seen_by.state_dict) || []) if (paths.has(normPath(`${root.name}.${k}`))) keys.add(k);
  }
  return [...keys];
}

const trainedSet = (scene, root) => {
  const s = new Set();
  for (const [rel, { t }] of tensorsUnder(scene, root)) if (((t.seen_by && t.seen_by.optimizers) || []).length) s.add(rel);
  return s;
};

const findingKey = (scene, f) => {
  const root = (scene.roots || []).find((r) => r.ref === f.module);
  return `${f.rule}|${root && scene.roots.length > 1 ? `${root.name}.` : ''}${normPath(f.path || '')}`;
};

const parentOf = (p) => { const i = p.lastIndexOf('.'); return i < 0 ? null : p.slice(0, i); };

export function diffScenes(sa, sb, { sourceA = '', sourceB = '' } = {}) {
  if (!isScene(sa) || !isScene(sb)) return null;
  const pairs = pairRoots(sa, sb);
  const models = pairs.map((p) => {
    const aMap = p.a ? attrMap(sa, p.a.ref) : new Map(), bMap = p.b ? attrMap(sb, p.b.ref) : new Map();
    const stores = [];
    // an attribute only one side has is listed once, at the top of what is missing
    const top = (path, here, there) => { const q = parentOf(path); return q === null || !here.has(q) || there.has(q); };
    for (const [path, x] of aMap) {
      const y = bMap.get(path);
      if (!y) { if (top(path, aMap, bMap)) stores.push({ path, from: x, to: null }); }
      else if (x.store !== y.store) stores.push({ path, from: x, to: y });
    }
    for (const [path, y] of bMap) if (!aMap.has(path) && top(path, bMap, aMap)) stores.push({ path, from: null, to: y });
    // an attribute whose store changed hides the same change reported for what it holds
    const changed = stores.filter((c) => c.from && c.to).map((c) => c.path);
    const storesShown = stores.filter((c) => !changed.some((q) => c.path !== q && c.path.startsWith(`${q}.`)));
    const ta = p.a ? trainedSet(sa, p.a) : new Set(), tb = p.b ? trainedSet(sb, p.b) : new Set();
    const ka = p.a ? stateDictKeys(sa, p.a) : [], kb = p.b ? stateDictKeys(sb, p.b) : [];
    const sA = new Set(ka), sB = new Set(kb);
    return {
      name: p.name, a: p.a, b: p.b,
      clsA: p.a ? sa.modules[p.a.ref].class : null, clsB: p.b ? sb.modules[p.b.ref].class : null,
      stores: storesShown,
      trained: { gained: [...tb].filter((x) => !ta.has(x)), lost: [...ta].filter((x) => !tb.has(x)), a: ta.size, b: tb.size },
      stateDict: { added: kb.filter((k) => !sA.has(k)), removed: ka.filter((k) => !sB.has(k)), a: ka.length, b: kb.length },
      counts: { a: p.a ? countModule(sa, p.a.ref) : null, b: p.b ? countModule(sb, p.b.ref) : null },
    };
  });
  const fa = new Map((sa.findings || []).map((f) => [findingKey(sa, f), f]));
  const fb = new Map((sb.findings || []).map((f) => [findingKey(sb, f), f]));
  const findings = {
    fixed: [...fa].filter(([k]) => !fb.has(k)).map(([, f]) => f),
    added: [...fb].filter(([k]) => !fa.has(k)).map(([, f]) => f),
    kept: [...fb].filter(([k]) => fa.has(k)).map(([, f]) => f),
  };
  return { models, findings, loss: { a: lossSeries(sa, sourceA), b: lossSeries(sb, sourceB) } };
}

// The lines that differ between two programs, as pairs {a: {line, text} | null,
// b: {line, text} | null} in order (a longest-common-subsequence diff; programs
// longer than `cap` lines compare only their lengths' common prefix and suffix).
export function lineDiff(textA, textB, cap = 1500) {
  let A = String(textA ?? '').split('\n'), B = String(textB ?? '').split('\n');
  let head = 0;
  while (head < A.length && head < B.length && A[head] === B[head]) head++;
  let tail = 0;
  while (tail < A.length - head && tail < B.length - head && A[A.length - 1 - tail] === B[B.length - 1 - tail]) tail++;
  const a = A.slice(head, A.length - tail), b = B.slice(head, B.length - tail);
  const out = [];
  const at = (i, j) => ({ a: i === null ? null : { line: head + i + 1, text: a[i] }, b: j === null ? null : { line: head + j + 1, text: b[j] } });
  if (a.length > cap || b.length > cap) {
    const n = Math.max(a.length, b.length);
    for (let k = 0; k < n; k++) out.push(at(k < a.length ? k : null, k < b.length ? k : null));
    return out;
  }
  // L[i][j]: length of the LCS of a[i..] and b[j..]
  const L = Array.from({ length: a.length + 1 }, () => new Uint16Array(b.length + 1));
  for (let i = a.length - 1; i >= 0; i--) for (let j = b.length - 1; j >= 0; j--) L[i][j] = a[i] === b[j] ? L[i + 1][j + 1] + 1 : Math.max(L[i + 1][j], L[i][j + 1]);
  let i = 0, j = 0;
  const dels = [], adds = [];
  const flush = () => {   // a run of removed and added lines reads as replaced lines, paired in order
    const n = Math.max(dels.length, adds.length);
    for (let k = 0; k < n; k++) out.push(at(k < dels.length ? dels[k] : null, k < adds.length ? adds[k] : null));
    dels.length = 0; adds.length = 0;
  };
  while (i < a.length || j < b.length) {
    if (i < a.length && j < b.length && a[i] === b[j]) { flush(); i++; j++; }
    else if (j >= b.length || (i < a.length && L[i + 1][j] >= L[i][j + 1])) dels.push(i++);
    else adds.push(j++);
  }
  flush();
  return out;
}
