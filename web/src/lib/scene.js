// scene.js — pure helpers over a scene (docs/scene.md): store classification,
// the module tree as nested data, the who-sees-what rows, the error line.
// No DOM here; everything is unit-tested in tests/web.
import { countModule } from './counts.js';

// The five visual stores (four places __setattr__ can put a value; buffers
// split by persistence). Colours: Okabe–Ito, safe for colour-blind readers;
// every use also shows the text label and a distinct border style.
export const STORES = {
  _parameters: { key: '_parameters', color: '#0072B2', bg: '#e3f0f9', dash: '' },
  _buffers: { key: '_buffers', color: '#B26B00', bg: '#fdf1dc', dash: '' },
  buffer_np: { key: 'buffer_np', color: '#B26B00', bg: '#fffaf0', dash: '4 2' },
  _modules: { key: '_modules', color: '#00785A', bg: '#e0f3ec', dash: '' },
  __dict__: { key: '__dict__', color: '#C23B00', bg: '#fbe9e2', dash: '2 2' },
};
export const STORE_ORDER = ['_parameters', '_buffers', 'buffer_np', '_modules', '__dict__'];

export function storeKey(attr) {
  if (attr.store === '_buffers' && attr.persistent === false) return 'buffer_np';
  return STORES[attr.store] ? attr.store : '__dict__';
}

// The short text on a chip: name plus, for __dict__ values, the kind.
export function chipText(attr, tied = false) {
  if (attr.store === '__dict__') return `${attr.name}: ${attr.kind || 'other'}`;
  if (attr.ref === null) return `${attr.name}: None`;
  return tied ? `${attr.name} ⇄` : attr.name;
}

// Tied: one tensor under several state_dict() keys (enc.weight and
// dec.weight are the same Parameter). Being reachable from two globals (a
// loop variable, a list that also holds it) is not a tie.
export function isTied(scene, ref) {
  const t = ref && scene.tensors[ref];
  return !!t && ((t.seen_by && t.seen_by.state_dict) || []).length > 1;
}

export function isScene(x) {
  return !!x && typeof x === 'object' && x.format === 'nnscope-scene' && x.version === 1 && x.modules && x.tensors;
}

// The line of the error: from status.error.line, else from the traceback's
// last `File "main.py", line N`.
export function errorLine(scene, stderrText, filename = 'main.py') {
  const e = scene && scene.status && scene.status.error;
  if (e && Number.isInteger(e.line) && e.line > 0) return e.line;
  const text = (e && e.traceback) || stderrText || '';
  const re = new RegExp(`File "${filename.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}", line (\\d+)`, 'g');
  let m, last = null;
  while ((m = re.exec(text))) last = +m[1];
  return last;
}

// A stable "shape signature" of a module subtree, to spot repeated blocks.
function signature(scene, id, depth = 0, seen = new Set()) {
  const m = scene.modules[id];
  if (!m || depth > 8 || seen.has(id)) return '?';
  seen.add(id);
  const parts = m.attrs.map((a) => {
    let s = `${a.name}:${storeKey(a)}`;
    if (a.store === '_modules' && a.ref) s += `(${signature(scene, a.ref, depth + 1, seen)})`;
    else if (a.ref && scene.tensors[a.ref]) s += `[${scene.tensors[a.ref].shape.join('x')}]`;
    return s;
  });
  seen.delete(id);
  return `${m.class}{${parts.join(',')}}`;
}

// Build the tree the page draws. Node kinds:
//   module  {id, ref, name, path, cls, module, registered, children}
//   group   {id, name, cls, count, children}   repeated identical blocks
//   shared  {id, name, ref, path, target}      a module already drawn elsewhere
// Module children come from `_modules` attrs and from modules inside
// `__dict__` containers (those are marked registered=false).
export function buildTree(scene) {
  if (!isScene(scene)) return [];
  const drawn = new Map();   // module id -> first path
  const counts = new Map();  // module id -> countModule()
  let uid = 0;
  function moduleNode(ref, name, path, registered) {
    const m = scene.modules[ref];
    if (!m) return null;
    if (drawn.has(ref)) return { kind: 'shared', id: `n${uid++}`, name, ref, path, target: drawn.get(ref) };
    drawn.set(ref, path);
    const tied = m.attrs.filter((a) => isTied(scene, a.ref)).map((a) => a.name);
    const node = { kind: 'module', id: `n${uid++}`, ref, name, path, cls: m.class, module: m, registered, tied, children: [],
      counts: countModule(scene, ref, counts) };
    const kids = [];
    for (const a of m.attrs) {
      if (a.store === '_modules' && a.ref) {
        kids.push({ attr: a, ref: a.ref, name: a.name, path: path ? `${path}.${a.name}` : a.name, registered });
      } else if (a.store === '__dict__' && Array.isArray(a.refs)) {
        a.refs.forEach((r, i) => {
          if (!scene.modules[r]) return;
          const label = a.kind === 'dict' ? `${a.name}[…]` : `${a.name}[${i}]`;
          kids.push({ attr: a, ref: r, name: label, path: path ? `${path}.${label}` : label, registered: false });
        });
      } else if (a.store === '__dict__' && a.kind === 'module' && a.ref && scene.modules[a.ref]) {
        kids.push({ attr: a, ref: a.ref, name: a.name, path: path ? `${path}.${a.name}` : a.name, registered: false });
      }
    }
    const built = kids.map((k) => moduleNode(k.ref, k.name, k.path, k.registered)).filter(Boolean);
    node.children = groupRepeats(scene, built);
    return node;
  }
  return (scene.roots || []).map((r) => moduleNode(r.ref, r.name, r.name, true)).filter(Boolean);
}

// Runs of ≥3 consecutive sibling modules with the same signature become one
// collapsible group (ModuleList of 12 identical blocks → "12 × Block").
function groupRepeats(scene, nodes) {
  const out = [];
  let i = 0;
  while (i < nodes.length) {
    let j = i + 1;
    if (nodes[i].kind === 'module') {
      const sig = signature(scene, nodes[i].ref);
      while (j < nodes.length && nodes[j].kind === 'module' && nodes[j].registered === nodes[i].registered
        && signature(scene, nodes[j].ref) === sig) j++;
    }
    if (j - i >= 3) out.push({ kind: 'group', id: `g_${nodes[i].id}`, name: `${nodes[i].name}…${nodes[j - 1].name}`, cls: nodes[i].cls, count: j - i, children: nodes.slice(i, j) });
    else for (let k = i; k < j; k++) out.push(nodes[k]);
    i = j;
  }
  return out;
}

// Every path at which an object (module or tensor) is reachable in the tree,
// for "which other paths share the same object".
export function pathsOf(scene, ref) {
  if (ref && ref[0] === 't' && scene.tensors[ref]) return scene.tensors[ref].paths || [];
  const out = [];
  const walk = (id, path, depth, seen) => {
    if (depth > 32 || seen.has(id)) return;
    if (id === ref) out.push(path);
    const m = scene.modules[id];
    if (!m) return;
    seen.add(id);
    for (const a of m.attrs) {
      const p = path ? `${path}.${a.name}` : a.name;
      if (a.ref && scene.modules[a.ref]) walk(a.ref, p, depth + 1, seen);
      if (Array.isArray(a.refs)) a.refs.forEach((r, i) => scene.modules[r] && walk(r, `${p}[${i}]`, depth + 1, seen));
    }
    seen.delete(id);
  };
  for (const r of scene.roots || []) walk(r.ref, r.name, 0, new Set());
  return out;
}

// Where a given attribute of module `mid` is, as a stable key for selection.
export const attrKey = (mid, name) => `${mid}:${name}`;

export function findAttr(scene, key) {
  if (!scene || !key) return null;
  const i = key.indexOf(':');
  const m = scene.modules[key.slice(0, i)];
  if (!m) return null;
  const a = m.attrs.find((x) => x.name === key.slice(i + 1));
  return a ? { module: m, mid: key.slice(0, i), attr: a } : null;
}

// Rows of the who-sees-what table: every registered or unregistered tensor
// and module reachable from the roots, with a yes/no per walker.
export function whoSeesRows(scene) {
  if (!isScene(scene)) return [];
  const rows = [];
  const seenT = new Set(), seenM = new Set();
  const optIds = Object.keys(scene.optimizers || {});
  const tensorRow = (tid, path, storeK, key) => {
    const t = scene.tensors[tid];
    if (!t || seenT.has(tid)) return;
    seenT.add(tid);
    const sb = t.seen_by || {};
    rows.push({ kind: 'tensor', ref: tid, path, store: storeK, key,
      parameters: !!sb.parameters, state_dict: (sb.state_dict || []).length > 0, stateKeys: sb.state_dict || [], to: !!sb.to,
      optimizers: Object.fromEntries(optIds.map((o) => [o, (sb.optimizers || []).includes(o)])) });
  };
  const walk = (mid, path, registered, storeK, key, depth) => {
    if (depth > 32 || seenM.has(mid)) return;
    const m = scene.modules[mid];
    if (!m) return;
    seenM.add(mid);
    // A module is seen by the walkers when it is reached through _modules
    // from a root; the optimizer columns say whether it holds ALL its params.
    const params = [];
    const collect = (id, d, seen) => {
      const mm = scene.modules[id];
      if (!mm || d > 32 || seen.has(id)) return;
      seen.add(id);
      for (const a of mm.attrs) {
        if (a.store === '_parameters' && a.ref) params.push(a.ref);
        if (a.store === '_modules' && a.ref) collect(a.ref, d + 1, seen);
      }
    };
    collect(mid, 0, new Set());
    rows.push({ kind: 'module', ref: mid, path: path || '(root)', cls: m.class, store: storeK, key,
      parameters: registered, state_dict: registered, to: registered,
      optimizers: Object.fromEntries(optIds.map((o) => {
        const held = new Set((scene.optimizers[o].groups || []).flatMap((g) => g.params));
        return [o, params.length > 0 && params.every((p) => held.has(p))];
      })) });
    for (const a of m.attrs) {
      const p = path ? `${path}.${a.name}` : a.name;
      const k = storeKey(a), ak = attrKey(mid, a.name);
      if ((a.store === '_parameters' || a.store === '_buffers') && a.ref) tensorRow(a.ref, p, k, ak);
      else if (a.store === '_modules' && a.ref) walk(a.ref, p, registered, k, ak, depth + 1);
      else if (a.store === '__dict__') {
        if (a.ref && scene.tensors[a.ref]) tensorRow(a.ref, p, k, ak);
        if (a.ref && scene.modules[a.ref]) walk(a.ref, p, false, k, ak, depth + 1);
        (a.refs || []).forEach((r, i) => {
          const q = `${p}[${i}]`;
          if (scene.tensors[r]) tensorRow(r, q, k, ak);
          else if (scene.modules[r]) walk(r, q, false, k, ak, depth + 1);
        });
      }
    }
  };
  for (const r of scene.roots || []) walk(r.ref, r.name, true, '_modules', null, 0);
  return rows;
}

// Human text for a tensor: "float32 [3, 4]".
export function tensorSummary(t) {
  if (!t) return '';
  return `${t.dtype.replace(/^torch\./, '')} [${t.shape.join(', ')}]`;
}

// Replay state of the training view at step index i: for each tensor that any
// step mentions, its latest values and whether it moved at that step.
export function trainingFrame(scene, i) {
  const steps = (scene && scene.steps) || [];
  const frame = new Map();
  for (let k = 0; k <= i && k < steps.length; k++) {
    for (const c of steps[k].changed) {
      frame.set(c.ref, { ref: c.ref, values: c.values || (frame.get(c.ref) || {}).values || null, moving: k === i, delta: k === i ? c.delta_norm : 0, reason: null });
    }
    for (const u of steps[k].unchanged) {
      const prev = frame.get(u.ref);
      frame.set(u.ref, { ref: u.ref, values: (prev && prev.values) || (scene.tensors[u.ref] || {}).values || null, moving: false, delta: 0, reason: u.reason, frozen: true });
    }
  }
  return [...frame.values()];
}

// Bidirectional controls in names could make one name read as another
// ("safe\u202Egnp.exe" shows as "safeexe.png"). Every string of a scene is
// passed through this once, when it arrives: the controls become visible
// escapes such as ⟨U+202E⟩. The mapping is one-to-one, so ids and paths stay
// consistent with each other.
const BIDI = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
const HAS_BIDI = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;
export function showControls(s) {
  return s.replace(BIDI, (c) => `⟨U+${c.codePointAt(0).toString(16).toUpperCase().padStart(4, '0')}⟩`);
}
export function neutralizeScene(x, depth = 0) {
  if (depth > 64) return x;
  if (typeof x === 'string') return HAS_BIDI.test(x) ? showControls(x) : x;
  if (Array.isArray(x)) return x.map((v) => neutralizeScene(v, depth + 1));
  if (x && typeof x === 'object') {
    const out = {};
    for (const [k, v] of Object.entries(x)) out[neutralizeScene(k, depth + 1)] = k === 'output' && depth === 0 ? v : neutralizeScene(v, depth + 1);
    return out;
  }
  return x;
}

// The variable an optimizer was assigned to (`opt_bad = torch.optim.SGD(...)`),
// read from the line the engine names for it; else "SGD o1".
export function optimizerName(scene, oid, source) {
  const o = (scene && scene.optimizers && scene.optimizers[oid]) || {};
  const ln = o.line && typeof source === 'string' ? source.split('\n')[o.line - 1] : null;
  const m = ln && /^\s*([A-Za-z_]\w*)\s*=(?!=)/.exec(ln);
  return m ? m[1] : `${o.class || 'optimizer'} ${oid}`;
}

// One loss series per optimizer: points at the global step index, so every
// series lines up with the scrubber.
export function lossSeries(scene, source) {
  const by = new Map();
  (scene.steps || []).forEach((s, i) => {
    if (!by.has(s.optimizer)) by.set(s.optimizer, []);
    by.get(s.optimizer).push({ x: i, y: s.loss });
  });
  return [...by].map(([oid, points]) => ({ oid, name: optimizerName(scene, oid, source), points }));
}

// One loss series per backward() source (the line that called it), for a
// program that calls backward() without optimizer.step() (a hand-written
// update loop): points at the backward() call's number, labelled by what
// backward() was called on (`loss_bad.backward()` → loss_bad; the line when
// that is no plain name). The scene ties no step to its backward() call, so
// with steps the curves stay per optimizer (lossSeries).
export function backwardSeries(scene, source) {
  const by = new Map();
  const lines = typeof source === 'string' ? source.split('\n') : [];
  ((scene && scene.losses) || []).forEach((l, i) => {
    if (!by.has(l.line)) by.set(l.line, []);
    by.get(l.line).push({ x: i, y: l.value });
  });
  const out = [...by].map(([line, points]) => {
    const m = Number.isInteger(line) && /([A-Za-z_][\w.]*)\s*\.backward\s*\(/.exec(lines[line - 1] || '');
    return { line, name: m ? m[1] : null, points };
  });
  // the same name on two lines: both keep their line
  const dup = new Set(out.filter((se, i) => se.name && out.findIndex((o) => o.name === se.name) !== i).map((se) => se.name));
  return out.map((se) => (dup.has(se.name) ? { ...se, name: `${se.name}:${se.line}` } : se));
}

// The Training view's weights at step i, grouped by model (root): every
// tensor of the model that is a Parameter, requires grad or got a gradient,
// whether or not an optimizer holds it. A tensor no optimizer holds is frozen
// with its reason (the engine's, else one from what holds it).
export function trainingGroups(scene, i) {
  const frame = new Map(trainingFrame(scene, i).map((f) => [f.ref, f]));
  const groups = [];
  const placed = new Set();
  for (const r of scene.roots || []) {
    const items = [];
    for (const [ref, t] of Object.entries(scene.tensors || {})) {
      if (placed.has(ref)) continue;
      const path = (t.paths || []).find((p) => p === r.name || p.startsWith(`${r.name}.`) || p.startsWith(`${r.name}[`));
      if (!path || !(t.parameter || t.requires_grad || t.grad)) continue;
      placed.add(ref);
      const f = frame.get(ref);
      const opts = (t.seen_by && t.seen_by.optimizers) || [];
      if (f) { items.push({ ...f, path }); continue; }
      if (opts.length && t.requires_grad) { items.push({ ref, path, values: t.values || null, moving: false, delta: 0, reason: null }); continue; }
      const reason = !t.requires_grad ? (opts.length ? 'requires_grad=False: no gradient' : 'requires_grad=False and not in any optimizer') : 'not in any optimizer';
      items.push({ ref, path, values: t.values || null, moving: false, delta: 0, reason, frozen: true });
    }
    if (items.length) groups.push({ root: r.name, items });
  }
  // tensors of no root (optimizer-held loose tensors) keep the old flat list
  const rest = trainingFrame(scene, i).filter((f) => !placed.has(f.ref)).map((f) => ({ ...f, path: (pathsOf(scene, f.ref)[0]) || f.ref }));
  if (rest.length) groups.push({ root: null, items: rest });
  return groups;
}
