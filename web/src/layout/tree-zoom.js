// tree-zoom.js — the tree's zoom (wheel with Ctrl/Cmd, pinch, drag): D3 owns
// the transform of the one zoom layer. A chunk of its own (d3-zoom brings
// d3-transition, -interpolate, -color, -drag, -timer): the tree paints
// without it and ModuleTree.jsx attaches it as soon as it has arrived.
import { select } from 'd3-selection';
import { zoom, zoomIdentity } from 'd3-zoom';

// Zoom svgEl's layerEl; returns reset() (back to the identity) and detach().
export function attachZoom(svgEl, layerEl) {
  const z = zoom().scaleExtent([0.3, 3]).filter((ev) => ev.type === 'wheel' ? ev.ctrlKey || ev.metaKey : !ev.button)
    .on('zoom', (ev) => select(layerEl).attr('transform', ev.transform));
  select(svgEl).call(z).on('dblclick.zoom', null);
  return {
    reset: () => select(svgEl).call(z.transform, zoomIdentity),
    detach: () => select(svgEl).on('.zoom', null),
  };
}
