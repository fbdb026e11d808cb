// share.js — the share-link codec. A link carries the program in the URL
// fragment as  v1.<base64url(deflate-raw(JSON {v, code, engine, flags}))>.
// Decoding is defensive: the decompressed size is capped and counted while
// streaming, so a decompression bomb stops early; every failure comes back
// as {ok:false, error} with error one of
//   'empty' | 'version' | 'truncated' | 'corrupted' | 'oversized'.

export const SHARE_VERSION = 1;
export const MAX_DECOMPRESSED = 256 * 1024;   // bytes of JSON
const PREFIX = 'v1.';

export function toBase64Url(bytes) {
  let s = '';
  for (let i = 0; i < bytes.length; i += 0x8000) s += String.fromCharCode.apply(null, bytes.subarray(i, i + 0x8000));
  return btoa(s).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

// Returns bytes, or null when the text is not base64url; 'truncated' when its
// length cannot be the length of a whole encoding.
export function fromBase64Url(text) {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) return null;
  if (text.length % 4 === 1) return 'truncated';
  const b64 = text.replace(/-/g, '+').replace(/_/g, '/') + '==='.slice((text.length + 3) % 4);
  let bin;
  try { bin = atob(b64); } catch { return null; }
  const out = new Uint8Array(bin.length);
  for (let i = 0; i < bin.length; i++) out[i] = bin.charCodeAt(i);
  return out;
}

async function deflate(bytes) {
  const cs = new CompressionStream('deflate-raw');
  const w = cs.writable.getWriter();
  w.write(bytes); w.close();
  return new Uint8Array(await new Response(cs.readable).arrayBuffer());
}

// Stream-decompress with a byte counter. Resolves {bytes} or {error}.
export async function inflateCapped(bytes, cap = MAX_DECOMPRESSED) {
  const ds = new DecompressionStream('deflate-raw');
  const writer = ds.writable.getWriter();
  const reader = ds.readable.getReader();
  const parts = [];
  let n = 0, over = false, failure = null;
  const reading = (async () => {
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        n += value.length;
        if (n > cap) { over = true; await reader.cancel().catch(() => {}); break; }
        parts.push(value);
      }
    } catch (e) { failure = failure || e; }
  })();
  try {
    for (let i = 0; i < bytes.length && !failure && !over; i += 4096) await writer.write(bytes.subarray(i, i + 4096));
    if (!failure && !over) await writer.close();
  } catch (e) { if (!over) failure = failure || e; }
  await reading;
  if (over) return { error: 'oversized' };
  if (failure) {
    const msg = String(failure && failure.message || failure);
    return { error: /truncat|unexpected end|end of (file|input|stream)|incomplete/i.test(msg) ? 'truncated' : 'corrupted' };
  }
  const out = new Uint8Array(n);
  let o = 0;
  for (const p of parts) { out.set(p, o); o += p.length; }
  return { bytes: out };
}

// Build the payload text (without '#').
export async function encodeShare({ code, engine = '', flags = {} }) {
  const json = JSON.stringify({ v: SHARE_VERSION, code, engine, flags });
  return PREFIX + toBase64Url(await deflate(new TextEncoder().encode(json)));
}

// Decode a payload text. Never throws.
export async function decodeShare(text, { cap = MAX_DECOMPRESSED } = {}) {
  if (!text) return { ok: false, error: 'empty' };
  const m = /^v(\d+)\.(.*)$/s.exec(text);
  if (!m) return { ok: false, error: 'corrupted' };
  if (+m[1] !== SHARE_VERSION) return { ok: false, error: 'version', version: +m[1] };
  const raw = fromBase64Url(m[2]);
  if (raw === 'truncated') return { ok: false, error: 'truncated' };
  if (!raw || raw.length === 0) return { ok: false, error: m[2] ? 'corrupted' : 'truncated' };
  const r = await inflateCapped(raw, cap);
  if (r.error) return { ok: false, error: r.error };
  let obj;
  try { obj = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(r.bytes)); } catch { return { ok: false, error: 'corrupted' }; }
  if (!obj || typeof obj !== 'object' || typeof obj.code !== 'string') return { ok: false, error: 'corrupted' };
  if (obj.v !== SHARE_VERSION) return { ok: false, error: 'version', version: obj.v };
  const flags = obj.flags && typeof obj.flags === 'object' && !Array.isArray(obj.flags) ? obj.flags : {};
  return { ok: true, payload: { v: obj.v, code: obj.code, engine: typeof obj.engine === 'string' ? obj.engine : '', flags } };
}

// The URL fragment: '&'-separated key=value pairs; the share payload is `s`.
// Embed flags: embed, panels, autoplay, step, view.
export function parseFragment(hash) {
  const h = (hash || '').replace(/^#/, '');
  const out = {};
  if (!h) return out;
  for (const part of h.split('&')) {
    if (!part) continue;
    const i = part.indexOf('=');
    const k = i < 0 ? part : part.slice(0, i);
    let v = i < 0 ? '' : part.slice(i + 1);
    try { v = decodeURIComponent(v); } catch { /* keep raw */ }
    out[k] = v;
  }
  // A bare payload (#v1.xxx) is accepted too.
  for (const k of Object.keys(out)) if (/^v\d+\./.test(k) && out.s === undefined) { out.s = k; delete out[k]; }
  return out;
}

export function buildFragment(params) {
  return '#' + Object.entries(params).filter(([, v]) => v !== undefined && v !== null && v !== false)
    .map(([k, v]) => (v === true || v === '' ? k : `${k}=${k === 's' ? v : encodeURIComponent(v)}`)).join('&');
}

// Embed options from the fragment: minimal chrome, read-only, panels shown.
export const ALL_PANELS = ['code', 'console', 'tree', 'table', 'training', 'hooks', 'findings'];
export function embedOptions(frag) {
  if (!('embed' in frag)) return null;
  const list = (frag.panels || frag.embed || '').split(',').map((s) => s.trim()).filter((s) => ALL_PANELS.includes(s));
  const step = Number.parseInt(frag.step, 10);
  return {
    panels: list.length ? list : ['code', 'tree', 'console'],
    autoplay: 'autoplay' in frag && frag.autoplay !== '0',
    step: Number.isFinite(step) && step >= 0 ? step : 0,
  };
}

// What a link restores besides the code (issue 15, point 9). The fields live
// in the v1 payload's `flags`, so links made before them still decode (they
// restore the code only) and older pages ignore the new fields. The full lab
// link from an embed may also carry view/step/sel in the fragment; those win.
//   view: a tab; step: optimizer step (0-based); sel: the selected chip/row;
//   run: the code ran when the link was made, so opening it runs it again.
export const SHARE_VIEWS = ['tree', 'table', 'training', 'hooks', 'findings', 'replay', 'quiz', 'lessons'];
export function shareState(flags = {}, frag = {}) {
  const pick = (k) => (frag[k] !== undefined ? frag[k] : flags[k]);
  const view = pick('view');
  const step = Number.parseInt(pick('step'), 10);
  const sel = pick('sel');
  const run = flags.run === true || frag.run === '1' || frag.run === '';
  return {
    view: SHARE_VIEWS.includes(view) ? view : null,
    step: Number.isFinite(step) && step >= 0 && step < 1e6 ? step : 0,
    sel: typeof sel === 'string' && /^[\w.:[\]-]{1,200}$/.test(sel) ? sel : null,
    run,
  };
}

// What the fragment asks the page to open: the one place that decides quiz
// mode (a `quiz` flag next to a payload) and the first view. main.jsx uses it
// for the first render and App.jsx for every fragment it opens, so the two
// cannot disagree.
export function linkIntent(frag = {}) {
  const quiz = 'quiz' in frag && !!frag.s;
  return { quiz, view: quiz ? 'quiz' : SHARE_VIEWS.includes(frag.view) ? frag.view : null };
}

// The flags a share link records for the page as it is now.
export function shareFlags({ view, step, selected, ran }) {
  const f = { view };
  if (step) f.step = step;
  if (selected) f.sel = selected;
  if (ran) f.run = true;
  return f;
}

// The embed snippet for a tutorial page: picture first when narrow (the
// embed's own CSS), chosen panels, the step and view of the link.
export function embedUrl(pageUrl, payload, { view, step, panels = ['code', 'tree', 'console'] } = {}) {
  const list = view && view !== 'lessons' && !panels.includes(view) ? [...panels, view] : panels;
  return `${pageUrl}${buildFragment({ embed: true, panels: list.join(','), view: view || undefined, step: step || undefined, s: payload })}`;
}
export function embedSnippet(src, { title = 'nnscope', height = 640 } = {}) {
  const attr = (s) => String(s).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
  return `<iframe src="${attr(src)}" title="${attr(title)}" width="100%" height="${height}" style="border:1px solid #d9d9d2;border-radius:8px;max-width:100%" loading="lazy"></iframe>`;
}
