/** @jsxImportSource preact */
// ModuleTree.jsx — renders layoutTree() as SVG. Preact draws every element;
// D3 only owns the zoom transform of the one leaf group `.zoom-layer`.
// Keyboard: one tab stop; Up/Down move between items, Left/Right collapse and
// expand (or step along chips), Enter/Space select or toggle, Home/End.
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { layoutTree, headerText, focusOrder, fit, exportSvg } from '../layout/tree.js';
import { STORES } from '../lib/scene.js';
import { svgToPng, downloadBlob } from '../lib/export-image.js';

const storeLabel = (k) => (k === 'buffer_np' ? '_buffers (non-persistent)' : k);

export function ModuleTree({ roots, collapsed, selected, dispatch, t, embed }) {
  const wrap = useRef(null);
  const svg = useRef(null);
  const layer = useRef(null);
  const items = useRef(new Map());
  const zoomer = useRef(null);
  const [width, setWidth] = useState(640);
  const [focus, setFocus] = useState(0);

  useEffect(() => {
    const el = wrap.current;
    if (!el) return undefined;
    const ro = new ResizeObserver(() => setWidth(Math.max(200, Math.floor(el.clientWidth - 4))));
    ro.observe(el);
    setWidth(Math.max(200, Math.floor(el.clientWidth - 4)));
    return () => ro.disconnect();
  }, []);

  const collapsedSet = useMemo(() => new Set(collapsed), [collapsed]);
  const layout = useMemo(() => layoutTree(roots, { collapsed: collapsedSet, width }), [roots, collapsedSet, width]);
  const order = useMemo(() => focusOrder(layout), [layout]);
  const fi = Math.min(focus, Math.max(0, order.length - 1));

  // D3 owns the zoom layer's transform (wheel/pinch/drag): layout/tree-zoom.js,
  // a chunk of its own attached when it arrives (until then there is no zoom to reset).
  useEffect(() => {
    let live = true;
    import('../layout/tree-zoom.js').then((m) => { if (live && svg.current) zoomer.current = m.attachZoom(svg.current, layer.current); }, () => {});
    return () => { live = false; if (zoomer.current) zoomer.current.detach(); zoomer.current = null; };
  }, []);
  const resetZoom = () => { if (zoomer.current) zoomer.current.reset(); };

  const moveFocus = (i) => {
    const j = Math.max(0, Math.min(order.length - 1, i));
    setFocus(j);
    const el = items.current.get(order[j] && order[j].id);
    if (el) el.focus();
  };

  const activate = (it) => {
    if (!it) return;
    if (it.type === 'chip') dispatch({ type: 'select', key: it.key });
    else if (it.node.hasChildren) dispatch({ type: 'toggle', id: it.node.id });
    else if (it.node.data.kind === 'module') dispatch({ type: 'select', key: it.node.data.ref });
  };

  const onKey = (ev) => {
    const it = order[fi];
    if (!it) return;
    const k = ev.key;
    if (k === 'ArrowDown') moveFocus(fi + 1);
    else if (k === 'ArrowUp') moveFocus(fi - 1);
    else if (k === 'Home') moveFocus(0);
    else if (k === 'End') moveFocus(order.length - 1);
    else if (k === 'ArrowRight') {
      if (it.type === 'node' && it.node.hasChildren && it.node.collapsed) dispatch({ type: 'toggle', id: it.node.id });
      else moveFocus(fi + 1);
    } else if (k === 'ArrowLeft') {
      if (it.type === 'node' && it.node.hasChildren && !it.node.collapsed) dispatch({ type: 'toggle', id: it.node.id });
      else moveFocus(fi - 1);
    } else if (k === 'Enter' || k === ' ') activate(it);
    else return;
    ev.preventDefault();
  };

  const svgText = () => exportSvg(layout, { title: `nnscope · ${roots.map((r) => r.name).join(', ')}`, t });
  const download = () => downloadBlob(new Blob([svgText()], { type: 'image/svg+xml' }), 'nnscope-tree.svg');
  const [pngErr, setPngErr] = useState(false);
  const downloadPng = async () => {
    try { setPngErr(false); downloadBlob(await svgToPng(svgText()), 'nnscope-tree.png'); } catch { setPngErr(true); }
  };

  const M = layout.metrics;
  const H = layout.height + 8;
  const ref = (id) => (el) => { if (el) items.current.set(id, el); else items.current.delete(id); };
  let idx = -1;

  return (
    <div class="tree-panel">
      <div class="panel-tools">
        <button type="button" class="secondary" onClick={resetZoom}>{t('btn.resetZoom')}</button>
        {!embed && <button type="button" class="secondary" onClick={download}>{t('btn.exportSvg')}</button>}
        {!embed && <button type="button" class="secondary" onClick={downloadPng}>{t('btn.exportPng')}</button>}
        {pngErr && <span role="alert" class="muted">{t('export.pngFailed')}</span>}
      </div>
      <div class="tree-wrap" ref={wrap}>
        <svg ref={svg} class="tree" width={width} height={H} viewBox={`0 0 ${width} ${H}`} role="group"
          aria-label={t('tree.label')} onKeyDown={onKey}>
          <g class="zoom-layer" ref={layer}>
            <g transform="translate(2,2)">
              {layout.links.map((l) => (
                <path key={l.id} class={l.registered ? 'link' : 'link unregistered'} d={`M${l.x1},${l.y1}V${l.y2}H${l.x2}`} />
              ))}
              {layout.nodes.map((n) => {
                idx++;
                const my = idx;
                const d = n.data;
                const unreg = d.registered === false;
                const noInit = d.module && d.module.init_called === false;
                return (
                  <g key={n.id} transform={`translate(${n.x},${n.y})`} class={`node kind-${d.kind}${unreg ? ' unregistered' : ''}`}>
                    <rect class="card" width={n.w} height={n.h} rx="6" />
                    <g class="node-head" role="button" tabindex={my === fi ? 0 : -1} ref={ref(n.id)}
                      aria-expanded={n.hasChildren ? String(!n.collapsed) : undefined}
                      aria-label={headerText(n, t)} data-node={d.kind === 'module' ? d.path : undefined}
                      onClick={() => { setFocus(my); activate(order[my]); }} onFocus={() => setFocus(my)}>
                      <rect class="head-hit" width={n.w} height={M.headerH} rx="6" />
                      {n.hasChildren && <text class="twisty" x={M.pad} y="19" aria-hidden="true">{n.collapsed ? '▸' : '▾'}</text>}
                      <text class={`head${noInit ? ' warn' : ''}`} x={M.pad + (n.hasChildren ? 14 : 0)} y="19">
                        {fit(headerText(n, t), n.w - 2 * M.pad - 14)}
                      </text>
                    </g>
                    {n.rows.map((r) => {
                      const s = STORES[r.store];
                      return (
                        <g key={r.store} class="store-row" data-store={r.store}>
                          <text class="row-label" x={M.pad} y={r.y + 15} fill={s.color}>{r.label}</text>
                          {r.chips.map((c) => {
                            idx++;
                            const ci = idx;
                            const id = `${n.id}/${c.key}`;
                            const isSel = selected === c.key;
                            return (
                              <g key={c.key} class={`chip${isSel ? ' selected' : ''}`} data-store={c.store} data-name={c.attr.name}
                                transform={`translate(${M.pad + c.x},${c.y})`} role="button" tabindex={ci === fi ? 0 : -1} ref={ref(id)}
                                aria-label={`${c.text} — ${storeLabel(c.store)}`}
                                aria-pressed={isSel ? 'true' : 'false'}
                                onClick={() => { setFocus(ci); dispatch({ type: 'select', key: c.key }); }} onFocus={() => setFocus(ci)}>
                                <title>{`${storeLabel(c.store)} · ${c.attr.name}`}</title>
                                <rect width={c.w} height={c.h} rx="11" fill={s.bg} stroke={s.color} stroke-dasharray={s.dash || undefined} />
                                <text x={M.chipPad} y="15">{c.text}</text>
                              </g>
                            );
                          })}
                        </g>
                      );
                    })}
                  </g>
                );
              })}
            </g>
          </g>
        </svg>
      </div>
    </div>
  );
}

export function Legend({ t }) {
  return (
    <details class="legend" open>
      <summary>{t('legend.title')}</summary>
      <ul>
        {['_parameters', '_buffers', 'buffer_np', '_modules', '__dict__'].map((k) => (
          <li key={k}>
            <span class="swatch" data-store={k} style={{ background: STORES[k].bg, borderColor: STORES[k].color }}>{t(`store.${k}`)}</span>
            <span class="desc">{t(`legend.${k}`)}</span>
          </li>
        ))}
      </ul>
    </details>
  );
}
