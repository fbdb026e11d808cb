// counts.js — parameter counts like torchinfo, from a scene: for a module and
// everything it registers (_modules, recursively, the way parameters() walks):
// parameters (total, trainable, frozen = requires_grad=False), buffers, bytes.
// A tensor reachable twice (tied weights) is counted once, as parameters()
// does; `stateDict` counts values the way state_dict() does (every key, so a
// tied weight twice; non-persistent buffers not at all; `stateDictOnce`
// the same values without the repeats). Values in plain
// lists or attributes (`unregistered`) are outside all of these.
const DTYPE_BYTES = {
  'torch.float32': 4, 'torch.float64': 8, 'torch.float16': 2, 'torch.bfloat16': 2, 'torch.complex64': 8, 'torch.complex128': 16,
  'torch.int64': 8, 'torch.int32': 4, 'torch.int16': 2, 'torch.int8': 1, 'torch.uint8': 1, 'torch.bool': 1,
};
export const numel = (t) => (t && Array.isArray(t.shape) ? t.shape.reduce((a, b) => a * b, 1) : 0);
const bytesOf = (t) => numel(t) * (DTYPE_BYTES[t.dtype] || 4);

export function countModule(scene, mid, cache = new Map()) {
  if (cache.has(mid)) return cache.get(mid);
  const seen = new Set(), seenMods = new Set();
  const c = { params: 0, trainable: 0, frozen: 0, paramBytes: 0, buffers: 0, bufferBytes: 0, stateDict: 0, stateDictOnce: 0, tied: [], unregistered: 0 };
  const tiedSeen = new Set();
  const walk = (id, depth) => {
    const m = scene.modules[id];
    if (!m || depth > 64) return;
    const again = seenMods.has(id);   // a shared submodule: state_dict() walks it again, parameters() does not
    seenMods.add(id);
    for (const a of m.attrs) {
      const t = a.ref && scene.tensors[a.ref];
      if (a.store === '_modules' && a.ref && scene.modules[a.ref]) walk(a.ref, depth + 1);
      else if (t && (a.store === '_parameters' || a.store === '_buffers')) {
        const isParam = a.store === '_parameters';
        if (isParam || a.persistent !== false) c.stateDict += numel(t);
        if (seen.has(a.ref) || again) {
          if (isParam && !tiedSeen.has(a.ref)) { tiedSeen.add(a.ref); c.tied.push(a.ref); }
          continue;
        }
        seen.add(a.ref);
        if (isParam || a.persistent !== false) c.stateDictOnce += numel(t);
        if (isParam) {
          c.params += numel(t);
          c.paramBytes += bytesOf(t);
          if (t.requires_grad) c.trainable += numel(t); else c.frozen += numel(t);
        } else {
          c.buffers += numel(t);
          c.bufferBytes += bytesOf(t);
        }
      } else if (a.store === '__dict__' && !again) {
        if (t) c.unregistered += numel(t);
        for (const r of a.refs || []) {
          if (scene.tensors[r]) c.unregistered += numel(scene.tensors[r]);
          else if (scene.modules[r]) { const u = countModule(scene, r, cache); c.unregistered += u.params + u.buffers + u.unregistered; }
        }
        if (a.kind === 'module' && a.ref && scene.modules[a.ref]) { const u = countModule(scene, a.ref, cache); c.unregistered += u.params + u.buffers + u.unregistered; }
      }
    }
  };
  walk(mid, 0);
  cache.set(mid, c);
  return c;
}

// 1234567 → "1,234,567"; bytes → "4.8 KB" (binary units, like torchinfo's sizes).
export const fmtCount = (n) => Math.round(n).toLocaleString('en-US');
export function fmtBytes(b) {
  if (b < 1024) return `${b} B`;
  const u = ['KB', 'MB', 'GB'];
  let v = b / 1024, i = 0;
  while (v >= 1024 && i < u.length - 1) { v /= 1024; i++; }
  return `${v < 10 ? v.toFixed(2) : v < 100 ? v.toFixed(1) : Math.round(v)} ${u[i]}`;
}
// The short form in a tree header: 1.2K, 11.7M.
export function fmtShort(n) {
  if (n < 1000) return String(n);
  if (n < 1e6) return `${(n / 1e3).toFixed(n < 1e4 ? 1 : 0)}K`;
  if (n < 1e9) return `${(n / 1e6).toFixed(n < 1e7 ? 1 : 0)}M`;
  return `${(n / 1e9).toFixed(1)}B`;
}
