// tree.js — the module tree's layout as a pure function (no DOM): an indented
// tree (d3-hierarchy) of module cards; each card lists its attributes as
// chips, one row per store, so every chip is labelled by its store in text as
// well as by colour. The same layout feeds the live SVG and the SVG export.
import { fmtShort } from '../lib/counts.js';
import { hierarchy } from 'd3-hierarchy';
import { STORES, STORE_ORDER, storeKey, chipText, attrKey } from '../lib/scene.js';

export const METRICS = { charW: 7.2, chipH: 22, chipPad: 8, gap: 6, rowGap: 6, headerH: 30, pad: 10, indent: 26, nodeGap: 12, labelW: 0 };

// Width of monospace text at 12px; wide (CJK) characters count double.
export function textWidth(s, charW = METRICS.charW) {
  let n = 0;
  for (const ch of String(s)) {
    const c = ch.codePointAt(0);
    n += (c >= 0x1100 && (c <= 0x115f || (c >= 0x2e80 && c <= 0xa4cf) || (c >= 0xac00 && c <= 0xd7a3) || (c >= 0xf900 && c <= 0xfaff) || (c >= 0xfe30 && c <= 0xfe4f) || (c >= 0xff00 && c <= 0xff60) || (c >= 0x1f300 && c <= 0x1faff) || (c >= 0x20000 && c <= 0x3fffd))) ? 2 : (c < 0x20 || (c >= 0x200b && c <= 0x200f) || (c >= 0x202a && c <= 0x202e) || (c >= 0x2066 && c <= 0x2069)) ? 0 : 1;
  }
  return n * charW;
}

// Shorten to fit `maxW` px, with an ellipsis.
export function fit(s, maxW, charW = METRICS.charW) {
  s = String(s);
  if (textWidth(s, charW) <= maxW) return s;
  let out = '';
  for (const ch of s) { if (textWidth(out + ch + '…', charW) > maxW) break; out += ch; }
  return out + '…';
}

// Lay out the chips of one module card inside `innerW`; returns rows and height.
function layoutChips(mid, module, innerW, M, tied = []) {
  const byStore = new Map();
  for (const a of module.attrs) {
    const k = storeKey(a);
    if (!byStore.has(k)) byStore.set(k, []);
    byStore.get(k).push(a);
  }
  const rows = [];
  let y = M.headerH;
  for (const k of STORE_ORDER) {
    const attrs = byStore.get(k);
    if (!attrs) continue;
    const label = k;                                     // the store's name is the row label
    const labelW = textWidth(k === 'buffer_np' ? '_buffers (non-persistent)' : label, M.charW) + 10;
    const chips = [];
    // Row label on its own line when the card is narrow.
    let x = labelW <= innerW * 0.45 ? labelW : 0;
    const startX = x;
    let cy = x === 0 ? y + M.chipH : y;
    const rowTop = y;
    for (const a of attrs) {
      const text = fit(chipText(a, tied.includes(a.name)), innerW - startX - 2 * M.chipPad);
      const w = textWidth(text, M.charW) + 2 * M.chipPad;
      if (x + w > innerW && x > startX) { x = startX; cy += M.chipH + M.gap; }
      chips.push({ key: attrKey(mid, a.name), attr: a, store: k, text, x, y: cy, w, h: M.chipH });
      x += w + M.gap;
    }
    rows.push({ store: k, label: k === 'buffer_np' ? '_buffers (non-persistent)' : label, y: rowTop, chips });
    y = cy + M.chipH + M.rowGap;
  }
  return { rows, height: y + M.pad - M.rowGap };
}

// roots: output of buildTree(); collapsed: Set of node ids whose state the
// reader toggled; width: px available. A group of repeated blocks ("20 ×
// Block") starts folded, any other node open; a toggle flips that. In a big
// tree (more than BIG_TREE cards, a ResNet-18 has 60) the blocks from
// FOLD_DEPTH down start folded too: their cards still list their
// submodules as chips, and one Enter opens them.
export const BIG_TREE = 40, FOLD_DEPTH = 2;
export const isFolded = (n, collapsed, auto) => collapsed.has(n.id) !== (n.kind === 'group' || !!(auto && auto.has(n.id)));
export function autoFolded(roots) {
  let count = 0;
  const deep = [];
  const walk = (n, depth) => {
    count++;
    if (n.kind === 'module' && depth >= FOLD_DEPTH && n.children && n.children.length) deep.push(n.id);
    for (const c of n.children || []) walk(c, depth + 1);
  };
  for (const r of roots) walk(r, 0);
  return new Set(count > BIG_TREE ? deep : []);
}
export function layoutTree(roots, { collapsed = new Set(), width = 640, metrics = {} } = {}) {
  const M = { ...METRICS, ...metrics };
  const top = { kind: 'top', id: '__top', children: roots };
  const auto = autoFolded(roots);
  const h = hierarchy(top, (n) => (n.kind === 'top' || !isFolded(n, collapsed, auto) ? n.children : null));
  const nodes = [];
  const links = [];
  let y = 0;
  h.eachBefore((d) => {
    if (d.data.kind === 'top') return;
    const depth = d.depth - 1;
    const x = depth * M.indent;
    const w = Math.max(160, Math.min(620, width - x - 2));
    const n = d.data;
    const node = { id: n.id, kind: n.kind, depth, x, y, w, data: n, rows: [], hasChildren: !!(n.children && n.children.length), collapsed: isFolded(n, collapsed, auto) };
    if (n.kind === 'module') {
      const { rows, height } = layoutChips(n.ref, n.module, w - 2 * M.pad, M, n.tied);
      node.rows = rows;
      node.h = Math.max(M.headerH + 4, height);
    } else {
      node.h = M.headerH;
    }
    nodes.push(node);
    d.layout = node;
    y += node.h + M.nodeGap;
  });
  h.each((d) => {
    if (!d.parent || d.parent.data.kind === 'top' || !d.layout) return;
    const p = d.parent.layout;
    links.push({ id: `${p.id}-${d.layout.id}`, x1: p.x + 12, y1: p.y + p.h, x2: d.layout.x, y2: d.layout.y + M.headerH / 2,
      registered: d.data.kind === 'group' ? d.data.children[0].registered !== false : d.data.registered !== false });
  });
  const height = Math.max(0, y - M.nodeGap);
  const maxX = nodes.reduce((m, n) => Math.max(m, n.x + n.w), 0);
  return { nodes, links, width: maxX, height, metrics: M };
}

// A node's header text.
export function headerText(n, t) {
  const d = n.data;
  if (d.kind === 'module') {
    const bits = [`${d.name}: ${d.cls}`];
    if (d.counts && d.counts.params) bits.push(`· ${t('count.short', { n: fmtShort(d.counts.params) })}${d.counts.frozen ? ` (${t('count.shortFrozen', { n: fmtShort(d.counts.frozen) })})` : ''}`);
    if (d.registered === false) bits.push(`(${t('tree.unregistered')})`);
    if (d.module && d.module.init_called === false) bits.push(`⚠ ${t('tree.noInit')}`);
    if (d.module && d.module.training === false) bits.push(`[${t('tree.eval')}]`);
    return bits.join('  ');
  }
  if (d.kind === 'group') {
    const c = d.children[0] && d.children[0].counts;
    return t('tree.repeated', { n: d.count, cls: d.cls }) + (c && c.params ? `  · ${t('count.each', { n: fmtShort(c.params) })}` : '');
  }
  if (d.kind === 'shared') return `${d.name} → ${t('tree.shared', { path: d.target })}`;
  return '';
}

// Order of keyboard focus: headers and chips top to bottom.
export function focusOrder(layout) {
  const out = [];
  for (const n of layout.nodes) {
    out.push({ type: 'node', id: n.id, node: n });
    for (const r of n.rows) for (const c of r.chips) out.push({ type: 'chip', id: `${n.id}/${c.key}`, key: c.key, node: n });
  }
  return out;
}

const esc = (s) => String(s).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' }[c]))
  // strip characters XML forbids and the bidi controls, which could reorder the drawing's text
  .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '').replace(/[\u202a-\u202e\u2066-\u2069]/g, '\ufffd');
export const escapeXml = esc;

// The static SVG of a layout (same geometry as the page), all text escaped.
export function exportSvg(layout, { title = 'nnscope module tree', t = (k) => k, legend = true } = {}) {
  const M = layout.metrics;
  // The legend under the tree (issue 16): what each chip colour means, so the
  // picture reads on its own on a slide.
  const LEG = legend ? legendRows(t) : [];
  const legW = LEG.reduce((m, r) => Math.max(m, r.w), textWidth(t('legend.title'), 7.5));
  const legH = LEG.length ? 30 + LEG.length * 24 : 0;
  const W = Math.ceil(Math.max(layout.width, legW) + 20), H = Math.ceil(layout.height + 50 + legH);
  const out = [];
  out.push(`<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" font-family="DejaVu Sans Mono, ui-monospace, monospace" font-size="12">`);
  out.push(`<title>${esc(title)}</title>`);
  out.push(`<rect width="100%" height="100%" fill="#ffffff"/>`);
  out.push(`<g transform="translate(10,40)">`);
  out.push(`<text x="0" y="-18" font-size="14" font-weight="bold" fill="#1d2330">${esc(title)}</text>`);
  for (const l of layout.links) out.push(`<path d="M${l.x1},${l.y1}V${l.y2}H${l.x2}" fill="none" stroke="#8a8f99"${l.registered ? '' : ' stroke-dasharray="4 3"'}/>`);
  for (const n of layout.nodes) {
    out.push(`<g transform="translate(${n.x},${n.y})">`);
    out.push(`<rect width="${n.w}" height="${n.h}" rx="6" fill="${n.data.registered === false ? '#fff7f4' : '#ffffff'}" stroke="#c9ccd3"${n.data.registered === false ? ' stroke-dasharray="4 3"' : ''}/>`);
    out.push(`<text x="${M.pad}" y="19" font-weight="bold" fill="#1d2330">${esc(fit(headerText(n, t), n.w - 2 * M.pad))}</text>`);
    for (const r of n.rows) {
      const s = STORES[r.store];
      out.push(`<text x="${M.pad}" y="${r.y + 15}" fill="${s.color}" font-size="11">${esc(r.label)}</text>`);
      for (const c of r.chips) {
        out.push(`<g transform="translate(${M.pad + c.x},${c.y})"><rect width="${c.w}" height="${c.h}" rx="11" fill="${s.bg}" stroke="${s.color}"${s.dash ? ` stroke-dasharray="${s.dash}"` : ''}/>`
          + `<text x="${M.chipPad}" y="15" fill="#1d2330">${esc(c.text)}</text></g>`);
      }
    }
    out.push('</g>');
  }
  if (LEG.length) {
    const y0 = layout.height + 24;
    out.push(`<g class="legend" transform="translate(0,${y0})">`);
    out.push(`<text x="0" y="0" font-weight="bold" fill="#5f6675" font-family="system-ui, Noto Sans, Noto Sans CJK SC, sans-serif">${esc(t('legend.title'))}</text>`);
    LEG.forEach((r, i) => {
      const s = STORES[r.store], y = 12 + i * 24;
      out.push(`<g transform="translate(0,${y})"><rect width="${r.chipW}" height="20" rx="10" fill="${s.bg}" stroke="${s.color}" stroke-width="1.5"${s.dash ? ` stroke-dasharray="${s.dash}"` : ''}/>`
        + `<text x="8" y="14" fill="#1d2330">${esc(r.label)}</text>`
        + `<text x="${r.chipW + 10}" y="14" fill="#5f6675" font-family="system-ui, Noto Sans, Noto Sans CJK SC, sans-serif">${esc(r.desc)}</text></g>`);
    });
    out.push('</g>');
  }
  out.push('</g></svg>');
  return out.join('\n');
}

// The legend's rows as the page shows them: store name and what it means.
export const LEGEND_STORES = ['_parameters', '_buffers', 'buffer_np', '_modules', '__dict__'];
export function legendRows(t) {
  return LEGEND_STORES.map((store) => {
    const label = t(`store.${store}`), desc = t(`legend.${store}`);
    const chipW = Math.ceil(textWidth(label, 7.3) + 16);
    return { store, label, desc, chipW, w: chipW + 10 + textWidth(desc, 7.5) };
  });
}
