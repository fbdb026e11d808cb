// curve.js — pure scales and path for the loss curve (D3 computes, Preact draws).
import { scaleLinear } from 'd3-scale';
import { line } from 'd3-shape';
import { interpolateRdBu } from 'd3-scale-chromatic';

// points: [{x: step index, y: loss}] (null losses are skipped); the x axis
// runs to the last index (points.length - 1) or to `xMax` when given (several
// series drawn on one chart: pass all their points and the longest's end).
export function lossCurve(points, { width = 320, height = 140, margin = { t: 10, r: 12, b: 26, l: 48 }, xMax } = {}) {
  const pts = points.filter((p) => Number.isFinite(p.y));
  const end = Number.isFinite(xMax) ? xMax : points.length - 1;
  const xs = scaleLinear().domain([0, Math.max(1, end)]).range([margin.l, width - margin.r]);
  let lo = Math.min(...pts.map((p) => p.y)), hi = Math.max(...pts.map((p) => p.y));
  if (!pts.length) { lo = 0; hi = 1; }
  if (lo === hi) { lo -= Math.abs(lo) * 0.1 || 0.5; hi += Math.abs(hi) * 0.1 || 0.5; }
  const ys = scaleLinear().domain([lo, hi]).nice(4).range([height - margin.b, margin.t]);
  const path = line().x((p) => xs(p.x)).y((p) => ys(p.y))(pts) || '';
  return {
    width, height, margin, path,
    points: pts.map((p) => ({ ...p, cx: xs(p.x), cy: ys(p.y) })),
    xTicks: xs.ticks(Math.min(6, Math.max(1, end))).filter(Number.isInteger).map((v) => ({ v, x: xs(v) })),
    yTicks: ys.ticks(4).map((v) => ({ v, y: ys(v) })),
    x: (i) => xs(i),
    y: (v) => ys(v),
  };
}

// Colour of a weight value for a symmetric range [-m, m] (blue negative, red positive).
export function weightColor(v, m) {
  if (v === null || !Number.isFinite(v)) return '#cccccc';
  const k = m > 0 ? Math.max(-1, Math.min(1, v / m)) : 0;
  return interpolateRdBu(0.5 - k / 2);
}

// The largest |value| a tensor takes over all steps, for a stable colour scale.
export function absMax(grids) {
  let m = 0;
  for (const g of grids) if (g && g.data) for (const v of g.data) if (Number.isFinite(v)) m = Math.max(m, Math.abs(v));
  return m;
}
