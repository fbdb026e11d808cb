/** @jsxImportSource preact */
// Training.jsx — replay of the recorded optimizer.step() calls: play/pause,
// a scrubber, one weight heatmap per tensor (canvas), moving vs frozen (with
// the reason), and the loss curve.
import { useEffect, useMemo, useRef } from 'preact/hooks';
import { trainingGroups, lossSeries, optimizerName, backwardSeries } from '../lib/scene.js';
import { reasonText } from '../lib/finding-text.js';
import { lossCurve, weightColor, absMax } from '../layout/curve.js';

function Heatmap({ grid, max, frozen, label }) {
  const cv = useRef(null);
  useEffect(() => {
    const c = cv.current;
    if (!c) return;
    const ctx = c.getContext && c.getContext('2d');
    if (!ctx) return;
    const rows = grid ? grid.rows || 1 : 1, cols = grid ? grid.cols || 1 : 1;
    const cell = Math.max(6, Math.min(18, Math.floor(144 / Math.max(rows, cols))));
    c.width = cols * cell; c.height = rows * cell;
    for (let r = 0; r < rows; r++) for (let k = 0; k < cols; k++) {
      const v = grid && grid.data ? grid.data[r * cols + k] : null;
      ctx.fillStyle = weightColor(v, max);
      ctx.fillRect(k * cell, r * cell, cell - 1, cell - 1);
    }
    if (frozen) {            // washed out and hatched: frozen reads without colour too
      ctx.fillStyle = 'rgba(245,245,245,0.55)'; ctx.fillRect(0, 0, c.width, c.height);
      ctx.strokeStyle = 'rgba(40,40,40,0.45)'; ctx.lineWidth = 1;
      for (let d = -c.height; d < c.width; d += 6) { ctx.beginPath(); ctx.moveTo(d, c.height); ctx.lineTo(d + c.height, 0); ctx.stroke(); }
    }
  }, [grid, max, frozen]);
  return <canvas ref={cv} class="heatmap" role="img" aria-label={label} />;
}

// One curve per optimizer (its variable name as the label), all on the
// scrubber's step axis.
export function LossCurve({ scene, source, current, t }) {
  const steps = scene.steps || [];
  const series = useMemo(() => lossSeries(scene, source), [scene, source]);
  const c = useMemo(() => lossCurve(steps.map((s, i) => ({ x: i, y: s.loss })), { width: 340, height: 150 }), [steps]);
  const paths = useMemo(() => series.map((se) => {
    const pts = se.points.filter((p) => Number.isFinite(p.y)).map((p) => c.points.find((q) => q.x === p.x)).filter(Boolean);
    return { ...se, pts, d: pts.map((p, k) => `${k ? 'L' : 'M'}${p.cx},${p.cy}`).join('') };
  }), [series, c]);
  const cur = c.points.find((p) => p.x === current);
  return (
    <figure class="loss">
      <figcaption>{t('train.lossCurve')}</figcaption>
      <svg width="100%" viewBox={`0 0 ${c.width} ${c.height}`} role="img" aria-label={t('train.lossCurve')}>
        {c.yTicks.map((tk) => <g key={tk.v}><line class="grid" x1={c.margin.l} x2={c.width - c.margin.r} y1={tk.y} y2={tk.y} /><text class="tick" x={c.margin.l - 6} y={tk.y + 4} text-anchor="end">{+tk.v.toPrecision(3)}</text></g>)}
        {c.xTicks.map((tk) => <text key={tk.v} class="tick" x={tk.x} y={c.height - 8} text-anchor="middle">{tk.v}</text>)}
        {paths.map((se, k) => (
          <g key={se.oid} class={`series s${k % 4}`} data-optimizer={se.name}>
            <path class="curve" d={se.d} />
            {se.pts.map((p) => <circle key={p.x} cx={p.cx} cy={p.cy} r={p.x === current ? 5 : 2.5} class={p.x === current ? 'dot current' : 'dot'} />)}
          </g>
        ))}
        {cur && <line class="cursor" x1={cur.cx} x2={cur.cx} y1={c.margin.t} y2={c.height - c.margin.b} />}
      </svg>
      {paths.length > 1 && <ul class="loss-legend">{paths.map((se, k) => <li key={se.oid} class={`s${k % 4}`}><span class="swatch" aria-hidden="true" /><code>{se.name}</code></li>)}</ul>}
    </figure>
  );
}

// No optimizer.step(), but backward() calls: one curve per backward() source
// (its variable as the label), on the axis of backward() calls.
export function BackwardCurve({ scene, source, t }) {
  const series = useMemo(() => backwardSeries(scene, source), [scene, source]);
  const all = series.flatMap((se) => se.points);
  const c = useMemo(() => lossCurve(all, { width: 340, height: 150, xMax: Math.max(0, ...all.map((p) => p.x)) }), [series]);
  if (!all.length) return null;
  const label = (se) => se.name ?? t('train.backwardAt', { line: se.line ?? '?' });
  return (
    <figure class="loss backward-loss">
      <figcaption>{t('train.lossPerBackward')}</figcaption>
      <svg width="100%" viewBox={`0 0 ${c.width} ${c.height}`} role="img" aria-label={t('train.lossPerBackward')}>
        {c.yTicks.map((tk) => <g key={tk.v}><line class="grid" x1={c.margin.l} x2={c.width - c.margin.r} y1={tk.y} y2={tk.y} /><text class="tick" x={c.margin.l - 6} y={tk.y + 4} text-anchor="end">{+tk.v.toPrecision(3)}</text></g>)}
        {c.xTicks.map((tk) => <text key={tk.v} class="tick" x={tk.x} y={c.height - 8} text-anchor="middle">{tk.v}</text>)}
        {series.map((se, k) => {
          const pts = se.points.filter((p) => Number.isFinite(p.y)).map((p) => ({ x: p.x, cx: c.x(p.x), cy: c.y(p.y) }));
          return (
            <g key={se.line} class={`series s${k % 4}`} data-backward={label(se)}>
              <path class="curve" d={pts.map((p, i) => `${i ? 'L' : 'M'}${p.cx},${p.cy}`).join('')} />
              {pts.map((p) => <circle key={p.x} cx={p.cx} cy={p.cy} r={2.5} class="dot" />)}
            </g>
          );
        })}
      </svg>
      {series.length > 1 && <ul class="loss-legend">{series.map((se, k) => <li key={se.line} class={`s${k % 4}`}><span class="swatch" aria-hidden="true" /><code>{label(se)}</code></li>)}</ul>}
    </figure>
  );
}

export function Training({ scene, source, step, playing, dispatch, t }) {
  const steps = scene.steps || [];
  const groups = useMemo(() => trainingGroups(scene, step), [scene, step]);
  const maxBy = useMemo(() => {
    const m = new Map();
    for (const s of steps) for (const c of s.changed) { if (!m.has(c.ref)) m.set(c.ref, []); m.get(c.ref).push(c.values); }
    for (const [id, tt] of Object.entries(scene.tensors)) { if (!m.has(id)) m.set(id, []); m.get(id).push(tt.values); }
    return new Map([...m].map(([k, g]) => [k, absMax(g)]));
  }, [scene]);
  if (!steps.length) return <div class="training"><p class="empty">{t('train.none')}</p><BackwardCurve scene={scene} source={source} t={t} /></div>;
  const s = steps[Math.min(step, steps.length - 1)];
  return (
    <div class="training">
      <div class="player">
        <button type="button" onClick={() => { if (!playing && step >= steps.length - 1) dispatch({ type: 'step', step: 0 }); dispatch({ type: 'play', playing: !playing }); }} aria-pressed={playing ? 'true' : 'false'}>
          {playing ? `❚❚ ${t('btn.pause')}` : `▶ ${t('btn.play')}`}
        </button>
        <label class="scrub">
          <span class="sr-only">{t('train.scrub')}</span>
          <input type="range" min="0" max={steps.length - 1} value={step} aria-valuetext={t('train.step', { i: step + 1, n: steps.length })}
            onInput={(e) => dispatch({ type: 'step', step: +e.currentTarget.value })} />
        </label>
        <span class="step-label">{t('train.step', { i: step + 1, n: steps.length })} · <code class="step-opt">{optimizerName(scene, s.optimizer, source)}</code>{s.loss !== null && s.loss !== undefined ? ` · ${t('train.loss')} ${+s.loss.toPrecision(4)}` : ''}</span>
      </div>
      <div class="train-grid">
        <LossCurve scene={scene} source={source} current={step} t={t} />
        <div class="weights">
          <h3>{t('train.weights')}</h3>
          {groups.map((g) => (
            <section key={g.root ?? '-'} class="tensor-group" data-root={g.root ?? ''}>
              {g.root && <h4><code>{g.root}</code></h4>}
              <ul class="tensor-list">
                {g.items.map((f) => {
                  const tt = scene.tensors[f.ref] || {};
                  const path = f.path;
                  return (
                    <li key={f.ref} class={f.frozen ? 'frozen' : f.moving ? 'moving' : 'still'} data-path={path} data-state={f.frozen ? 'frozen' : 'moving'}>
                      <Heatmap grid={f.values || tt.values} max={maxBy.get(f.ref) || 1} frozen={!!f.frozen} label={`${path}: ${f.frozen ? t('train.frozen') : t('train.moving')}`} />
                      <div class="tensor-info">
                        <code>{path}</code>
                        {f.frozen
                          ? <p class="state frozen"><strong>❄ {t('train.frozen')}</strong> — {reasonText(f.reason, t)}</p>
                          : <p class="state moving"><strong>↻ {t('train.moving')}</strong>{f.moving ? ` — ${t('train.delta', { d: +f.delta.toPrecision(3) })}` : ''}</p>}
                      </div>
                    </li>
                  );
                })}
              </ul>
            </section>
          ))}
        </div>
      </div>
    </div>
  );
}
