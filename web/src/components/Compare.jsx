/** @jsxImportSource preact */
// Compare.jsx — buggy vs fixed: program A (the editor's text) against program
// B (A after every "Apply fix", a second buffer, or a share link), each run in
// the Compare view's own engine (compare-runner.js) and shown side by side:
// the changed lines, parameter counts, attributes that changed store, the
// tensors the optimizer now holds, state_dict() keys added and removed,
// findings fixed and new, and both loss curves on one chart (lib/compare.js).
// The editor's text is only read here, never written.
import { useMemo } from 'preact/hooks';
import { diffScenes, lineDiff } from '../lib/compare.js';
import { applyAllFixes } from '../lib/fix.js';
import { findingMessage } from '../lib/finding-text.js';
import { decodeShare, parseFragment, MAX_DECOMPRESSED } from '../lib/share.js';
import { STORES } from '../lib/scene.js';
import { fmtCount } from '../lib/counts.js';
import { lossCurve } from '../layout/curve.js';

const MODES = ['fix', 'text', 'link'];

function StoreTag({ x, t }) {
  if (!x) return <span class="muted" data-store="">{t('cmp.absent')}</span>;
  const st = STORES[x.store];
  return (
    <span class="store-tag" data-store={x.store} style={{ borderColor: st.color, background: st.bg }}>
      {t(`store.${x.store}`)}{x.kind ? ` · ${x.kind}` : x.cls ? ` · ${x.cls}` : ''}
    </span>
  );
}

// Both runs' loss series on one chart: A solid, B dashed, one legend entry each.
function CompareLoss({ loss, t }) {
  const series = [
    ...loss.a.map((s, k) => ({ ...s, side: 'a', cls: `s${(2 * k) % 4}`, label: `A · ${s.name}` })),
    ...loss.b.map((s, k) => ({ ...s, side: 'b', cls: `s${(2 * k + 1) % 4}`, label: `B · ${s.name}` })),
  ];
  const all = series.flatMap((s) => s.points);
  if (!all.length) return <p class="muted">{t('cmp.noLoss')}</p>;
  const c = lossCurve(all, { width: 420, height: 170, xMax: Math.max(...all.map((p) => p.x)) });
  return (
    <figure class="loss cmp-loss">
      <figcaption>{t('cmp.loss')}</figcaption>
      <svg width="100%" viewBox={`0 0 ${c.width} ${c.height}`} role="img" aria-label={t('cmp.loss')}>
        {c.yTicks.map((tk) => <g key={tk.v}><line class="grid" x1={c.margin.l} x2={c.width - c.margin.r} y1={tk.y} y2={tk.y} /><text class="tick" x={c.margin.l - 6} y={tk.y + 4} text-anchor="end">{+tk.v.toPrecision(3)}</text></g>)}
        {c.xTicks.map((tk) => <text key={tk.v} class="tick" x={tk.x} y={c.height - 8} text-anchor="middle">{tk.v}</text>)}
        {series.map((s) => {
          const pts = s.points.filter((p) => Number.isFinite(p.y)).map((p) => ({ cx: c.x(p.x), cy: c.y(p.y), x: p.x }));
          return (
            <g key={`${s.side}${s.oid}`} class={`series ${s.cls}`} data-side={s.side} data-optimizer={s.name}>
              <path class="curve" d={pts.map((p, k) => `${k ? 'L' : 'M'}${p.cx},${p.cy}`).join('')} />
              {pts.map((p) => <circle key={p.x} cx={p.cx} cy={p.cy} r={2.5} class="dot" />)}
            </g>
          );
        })}
      </svg>
      <ul class="loss-legend">{series.map((s) => <li key={`${s.side}${s.oid}`} class={s.cls} data-side={s.side}><span class="swatch" aria-hidden="true" /><code>{s.label}</code></li>)}</ul>
    </figure>
  );
}

function Side({ which, r, title, t }) {
  const err = r && r.error;
  const errKey = !err ? null : err === 'noScene' ? 'scene.lost' : err.startsWith('ended.') ? `scene.${err}` : err === 'crash' ? 'cmp.crash' : 'console.stopped';
  return (
    <div class="cmp-side" data-side={which} data-state={r ? r.state : 'idle'}>
      <h3>{title}</h3>
      {r && r.state === 'running' && <p class="muted" role="status">{t('console.running')}</p>}
      {errKey && <p class="note warn" role="note">{t(errKey)}</p>}
      {r && r.state === 'done' && (
        <details class="cmp-out">
          <summary>{t('cmp.output')}</summary>
          <pre class="console">{r.out || t('console.nothing')}</pre>
        </details>
      )}
    </div>
  );
}

function Delta({ a, b }) {
  if (a === null || b === null || a === undefined || b === undefined) return <td />;
  const d = b - a;
  return <td class={d > 0 ? 'up' : d < 0 ? 'down' : 'same'}>{d > 0 ? `+${fmtCount(d)}` : d < 0 ? `−${fmtCount(-d)}` : '='}</td>;
}

function Model({ m, multi, t }) {
  const ca = m.counts.a, cb = m.counts.b;
  const metric = (key, label, get) => (
    <tr key={key} data-metric={key} data-a={ca ? get(ca) : ''} data-b={cb ? get(cb) : ''}>
      <th scope="row">{label}</th>
      <td>{ca ? fmtCount(get(ca)) : '—'}</td>
      <td>{cb ? fmtCount(get(cb)) : '—'}</td>
      <Delta a={ca ? get(ca) : null} b={cb ? get(cb) : null} />
    </tr>
  );
  return (
    <section class="cmp-model" data-model={m.name} aria-label={t('cmp.model', { name: m.name })}>
      {multi && <h3><code>{m.name}</code></h3>}
      <p class="muted cmp-classes">
        A: {m.clsA ? <code>{m.clsA}</code> : t('cmp.onlyB')} · B: {m.clsB ? <code>{m.clsB}</code> : t('cmp.onlyA')}
      </p>
      <div class="cmp-grid">
        <div class="cmp-block">
          <h4>{t('cmp.counts')}</h4>
          <table class="cmp-counts">
            <thead><tr><th scope="col"><span class="sr-only">{t('cmp.metric')}</span></th><th scope="col">A</th><th scope="col">B</th><th scope="col">{t('cmp.change')}</th></tr></thead>
            <tbody>
              {metric('params', t('count.total'), (c) => c.params)}
              {metric('trainable', t('count.trainable'), (c) => c.trainable)}
              {metric('frozen', t('count.frozen'), (c) => c.frozen)}
              {metric('buffers', t('count.buffers'), (c) => c.buffers)}
              {metric('unregistered', t('cmp.unregistered'), (c) => c.unregistered)}
            </tbody>
          </table>
        </div>
        <div class="cmp-block">
          <h4>{t('cmp.stores')}</h4>
          {m.stores.length ? (
            <table class="cmp-stores">
              <thead><tr><th scope="col">{t('cmp.attr')}</th><th scope="col">A</th><th scope="col">B</th></tr></thead>
              <tbody>
                {m.stores.map((c) => (
                  <tr key={c.path} data-path={c.path} data-from={c.from ? c.from.store : ''} data-to={c.to ? c.to.store : ''}>
                    <th scope="row"><code>{c.path}</code></th>
                    <td><StoreTag x={c.from} t={t} /></td>
                    <td><span class="sr-only">→ </span><StoreTag x={c.to} t={t} /></td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : <p class="muted">{t('cmp.storesNone')}</p>}
        </div>
        <div class="cmp-block cmp-trained">
          <h4>{t('cmp.trained', { a: m.trained.a, b: m.trained.b })}</h4>
          {!m.trained.gained.length && !m.trained.lost.length && <p class="muted">{t('cmp.trainedSame', { n: m.trained.b })}</p>}
          {m.trained.gained.length > 0 && <PathList cls="gained" title={t('cmp.gained', { n: m.trained.gained.length })} items={m.trained.gained} sign="+" />}
          {m.trained.lost.length > 0 && <PathList cls="lost" title={t('cmp.lost', { n: m.trained.lost.length })} items={m.trained.lost} sign="−" />}
        </div>
        <div class="cmp-block cmp-sd">
          <h4>{t('cmp.sd', { a: m.stateDict.a, b: m.stateDict.b })}</h4>
          {!m.stateDict.added.length && !m.stateDict.removed.length && <p class="muted">{t('cmp.sdSame', { n: m.stateDict.b })}</p>}
          {m.stateDict.added.length > 0 && <PathList cls="added" title={t('cmp.sdAdded', { n: m.stateDict.added.length })} items={m.stateDict.added} sign="+" />}
          {m.stateDict.removed.length > 0 && <PathList cls="removed" title={t('cmp.sdRemoved', { n: m.stateDict.removed.length })} items={m.stateDict.removed} sign="−" />}
        </div>
      </div>
    </section>
  );
}

function PathList({ cls, title, items, sign }) {
  return (
    <div class={`cmp-list ${cls}`}>
      <p class="cmp-list-title">{title}</p>
      <ul>{items.map((p) => <li key={p}><span aria-hidden="true">{sign} </span><code>{p}</code></li>)}</ul>
    </div>
  );
}

function FindingList({ cls, title, list, t }) {
  if (!list.length) return null;
  return (
    <div class={`cmp-findings ${cls}`}>
      <p class="cmp-list-title">{title}</p>
      <ul>{list.map((f, i) => <li key={i} data-rule={f.rule}><code class="rule">{f.rule}</code> {f.path && <code class="path">{f.path}</code>} <span>{findingMessage(f, t)}</span></li>)}</ul>
    </div>
  );
}

export function Compare({ c, source, runner, dispatch, t, engineReady }) {
  const set = (patch) => dispatch({ type: 'compare', patch });
  const a = c.a, b = c.b;
  const diff = useMemo(() => (a && b && a.scene && b.scene ? diffScenes(a.scene, b.scene, { sourceA: a.source, sourceB: b.source }) : null), [a, b]);
  const lines = useMemo(() => (c.sourceA !== null && c.sourceB !== null ? lineDiff(c.sourceA, c.sourceB) : []), [c.sourceA, c.sourceB]);
  const stale = c.sourceA !== null && c.sourceA !== source && !c.running;

  async function go() {
    set({ ranMode: c.mode, error: null });
    if (c.mode === 'fix') {
      runner.run(source, (sceneA) => {
        if (!sceneA) { set({ error: { key: 'cmp.err.noSceneA' } }); return null; }
        const r = applyAllFixes(source, sceneA.findings);
        if (!r.applied.length) { set({ error: { key: 'cmp.err.noFix' }, fixes: 0 }); return null; }
        set({ fixes: r.applied.length });
        return r.source;
      });
    } else if (c.mode === 'text') {
      if (!c.other.trim()) { set({ error: { key: 'cmp.err.empty' } }); return; }
      runner.run(source, c.other);
    } else {
      const link = c.link.trim();
      const f = parseFragment(link.includes('#') ? link.slice(link.indexOf('#')) : link);
      if (!f.s) { set({ error: { key: 'share.err.empty' } }); return; }
      const r = await decodeShare(f.s);
      if (!r.ok) { set({ error: { key: `share.err.${r.error}`, params: { kb: MAX_DECOMPRESSED / 1024, version: r.version ?? '?' } } }); return; }
      runner.run(source, r.payload.code);
    }
  }
  const pick = (mode) => set({ mode, ...(mode === 'text' && !c.other ? { other: source } : {}) });
  const bTitle = c.sourceB === null ? t(`cmp.bTitle.${c.mode}`, { n: c.fixes ?? 0 }) : t(`cmp.bTitle.${c.ranMode || c.mode}`, { n: c.fixes ?? 0 });

  return (
    <div class="compare">
      <p class="muted">{t('cmp.intro')}</p>
      <fieldset class="cmp-pick">
        <legend>{t('cmp.against')}</legend>
        {MODES.map((m) => (
          <label key={m}><input type="radio" name="cmp-mode" value={m} checked={c.mode === m} onChange={() => pick(m)} /> {t(`cmp.mode.${m}`)}</label>
        ))}
      </fieldset>
      {c.mode === 'text' && (
        <label class="cmp-field">
          <span>{t('cmp.other')}</span>
          <textarea class="cmp-other" rows={10} spellcheck={false} value={c.other} onInput={(e) => set({ other: e.currentTarget.value })}
            onKeyDown={(e) => { if ((e.ctrlKey || e.metaKey) && e.key === 'Enter') { e.preventDefault(); go(); } }} />
          <span class="muted small">{t('cmp.otherHint')}</span>
        </label>
      )}
      {c.mode === 'link' && (
        <label class="cmp-field">
          <span>{t('cmp.link')}</span>
          <input type="url" class="cmp-link" value={c.link} placeholder="https://…#s=v1.…" onInput={(e) => set({ link: e.currentTarget.value })}
            onKeyDown={(e) => { if (e.key === 'Enter') { e.preventDefault(); go(); } }} />
        </label>
      )}
      <div class="cmp-actions">
        <button type="button" class="cmp-run" onClick={go} disabled={!engineReady || c.running || !source.trim()}>▶ {t('cmp.run')}</button>
        {c.running && <button type="button" class="secondary cmp-stop" onClick={() => runner.stop()}>■ {t('btn.stop')}</button>}
        {c.running && <span class="muted" role="status">{t('cmp.running')}</span>}
      </div>
      {c.error && <p class="note warn cmp-error" role="alert">{t(c.error.key, c.error.params)}</p>}
      {stale && <p class="stale-note cmp-stale" role="status">{t('cmp.stale')}</p>}

      {(a || b) && (
        <div class="cmp-sides">
          <Side which="a" r={a} title={t('cmp.aTitle')} t={t} />
          <Side which="b" r={b} title={bTitle} t={t} />
        </div>
      )}
      {lines.length > 0 && (
        <section class="cmp-lines" aria-label={t('cmp.lines')}>
          <h4>{t('cmp.lines')}</h4>
          <table class="cmp-code">
            <thead><tr><th scope="col">A</th><th scope="col">B</th></tr></thead>
            <tbody>
              {lines.slice(0, 40).map((d, i) => (
                <tr key={i}>
                  <td class={d.a ? 'del' : 'none'}>{d.a && <><span class="ln">{d.a.line}</span><code>{d.a.text}</code></>}</td>
                  <td class={d.b ? 'add' : 'none'}>{d.b && <><span class="ln">{d.b.line}</span><code>{d.b.text}</code></>}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {lines.length > 40 && <p class="muted">{t('cmp.moreLines', { n: lines.length - 40 })}</p>}
        </section>
      )}
      {diff && (
        <div class="cmp-result">
          {diff.models.map((m) => <Model key={m.name} m={m} multi={diff.models.length > 1} t={t} />)}
          <section class="cmp-findings-all">
            <h4>{t('cmp.findings')}</h4>
            {!diff.findings.fixed.length && !diff.findings.added.length && !diff.findings.kept.length && <p class="muted">{t('cmp.findingsNone')}</p>}
            <FindingList cls="fixed" title={t('cmp.fixed', { n: diff.findings.fixed.length })} list={diff.findings.fixed} t={t} />
            <FindingList cls="new" title={t('cmp.new', { n: diff.findings.added.length })} list={diff.findings.added} t={t} />
            <FindingList cls="kept" title={t('cmp.kept', { n: diff.findings.kept.length })} list={diff.findings.kept} t={t} />
          </section>
          <CompareLoss loss={diff.loss} t={t} />
        </div>
      )}
    </div>
  );
}
