// replay.js — the registry replay: the scene's events (each decision of
// nn.Module.__setattr__, register_*, add_module, del, the refused stores) and
// its moves (.to()/.double()/...) as one ordered list of steps, and the
// module tree as it stood after each step. Pure; unit-tested in tests/web.
import { storeKey } from './scene.js';

// The check of __setattr__ that decided a store, as an i18n key suffix.
// Scenes from engines before the "check" field get one derived from the store.
export function checkOf(ev) {
  if (ev.check) return ev.check;
  if (ev.action === 'del') return 'delete';
  return { _parameters: 'parameter', _modules: 'module', _buffers: 'buffer-slot' }[ev.store] || 'plain';
}

// Steps of the program's own code (line known), in seq order: events and moves.
export function replaySteps(scene) {
  if (!scene) return [];
  const ev = (scene.events || []).filter((e) => e.line !== null).map((e) => ({ kind: 'event', seq: e.seq, line: e.line, module: e.module, ev: e }));
  const mv = (scene.moves || []).map((m) => ({ kind: 'move', seq: m.seq, line: m.line, module: m.module, move: m }));
  return [...ev, ...mv].sort((a, b) => a.seq - b.seq);
}

// The modules touched so far and their chips after steps[0..i] (inclusive):
// [{ id, cls, chips: [{ name, store: storeKey-like, last: bool, error: bool }] }].
// Library stores before a program event (Linear's weight) come from the
// scene's events with line null, applied in order too.
export function treeAt(scene, steps, i) {
  const upto = i >= 0 && steps[i] ? steps[i].seq : 0;
  const mods = new Map();
  const mod = (id) => {
    if (!mods.has(id)) {
      const m = scene.modules[id];
      mods.set(id, { id, cls: m ? m.class : '?', chips: new Map(), ghost: [] });
    }
    return mods.get(id);
  };
  const cur = steps[i];
  const events = scene.events || [];
  const apply = (m, e, last) => {
    if (e.action === 'del') m.chips.delete(e.name);
    else if (e.action === 'error') { if (last) m.ghost.push({ name: e.name, store: e.store, error: true, last: true }); }
    else {
      const attr = scene.modules[e.module] && scene.modules[e.module].attrs.find((a) => a.name === e.name);
      const np = e.store === '_buffers' && attr && attr.store === '_buffers' && attr.persistent === false;
      m.chips.delete(e.name);
      m.chips.set(e.name, { name: e.name, store: np ? 'buffer_np' : storeKey({ store: e.store }), last });
    }
  };
  for (const e of events) {
    if (e.seq > upto) break;
    if (e.line === null && !mods.has(e.module)) continue;     // library module not reached yet
    apply(mod(e.module), e, cur && cur.kind === 'event' && cur.ev === e);
    // a module stored into _modules appears as its own card, with what it
    // already held (a ModuleList built before the store: its layers)
    if (e.action === 'set' && e.store === '_modules') {
      const attr = scene.modules[e.module] && scene.modules[e.module].attrs.find((a) => a.name === e.name);
      if (attr && attr.ref && attr.ref !== e.module && !mods.has(attr.ref)) {
        const sub = mod(attr.ref);
        for (const e2 of events) if (e2.seq < e.seq && e2.module === attr.ref) apply(sub, e2, false);
      }
    }
  }
  // a refused store shows, at its own step only, as a crossed-out chip after the real ones
  return [...mods.values()].map((m) => ({ id: m.id, cls: m.cls, chips: [...m.chips.values(), ...m.ghost] }));
}

// The source text of line n (1-based), trimmed.
export function lineText(source, n) {
  const l = (source || '').split('\n')[n - 1];
  return l === undefined ? '' : l.trim();
}

// What one move left behind, grouped: [{ path, dtype, store }] both lists.
export function moveSummary(m) {
  const dt = (l) => [...new Set(l.map((x) => x.dtype))];
  return { moved: m.moved, stayed: m.stayed, movedTypes: dt(m.moved), stayedTypes: dt(m.stayed) };
}
