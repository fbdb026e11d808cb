import { describe, it, expect } from 'vitest';
import { layoutTree, exportSvg, textWidth, fit, focusOrder, headerText } from '../../web/src/layout/tree.js';
import { lossCurve, weightColor, absMax } from '../../web/src/layout/curve.js';
import { buildTree } from '../../web/src/lib/scene.js';
import { translate } from '../../web/src/lib/i18n.js';
import { fixture, fixtureNames } from './helpers.js';

const t = (k, p) => translate('en', k, p);

describe('tree layout (pure)', () => {
  for (const name of fixtureNames) {
    for (const width of [320, 640, 1000]) {
      it(`${name} at ${width}px: cards do not overlap, chips stay inside their card`, () => {
        const L = layoutTree(buildTree(fixture(name)), { width });
        for (let i = 1; i < L.nodes.length; i++) expect(L.nodes[i].y).toBeGreaterThanOrEqual(L.nodes[i - 1].y + L.nodes[i - 1].h);
        for (const n of L.nodes) {
          expect(n.x + n.w).toBeLessThanOrEqual(Math.max(width, n.x + 160));
          for (const r of n.rows) for (const c of r.chips) {
            expect(c.x + c.w).toBeLessThanOrEqual(n.w - 2 * L.metrics.pad + 0.01);
            expect(c.y + c.h).toBeLessThanOrEqual(n.h);
          }
        }
      });
    }
  }
  it('every attribute gets a chip in the row of its store', () => {
    const s = fixture('registries');
    const L = layoutTree(buildTree(s), { width: 800 });
    const root = L.nodes[0];
    const byStore = Object.fromEntries(root.rows.map((r) => [r.store, r.chips.map((c) => c.attr.name)]));
    expect(byStore).toEqual({ _buffers: ['running'], buffer_np: ['mask'], _modules: ['enc', 'dec'], __dict__: ['scale', 'n', 'name'] });
    expect(root.rows.find((r) => r.store === 'buffer_np').label).toBe('_buffers (non-persistent)');
  });
  it('collapsing hides the subtree; shared modules drawn once', () => {
    const roots = buildTree(fixture('half_registered'));
    const group = roots[0].children[1];
    expect(group.kind).toBe('group');
    const folded = layoutTree(roots, { width: 800 });                     // repeated blocks start folded
    expect(folded.nodes.length).toBe(4);
    expect(folded.nodes.find((n) => n.id === group.id).collapsed).toBe(true);
    const open = layoutTree(roots, { width: 800, collapsed: new Set([group.id]) });   // a toggle opens them
    expect(open.nodes.length).toBe(7);
    const none = layoutTree(roots, { width: 800, collapsed: new Set([roots[0].id]) });
    expect(none.nodes).toHaveLength(1);
    expect(none.nodes[0].collapsed).toBe(true);
  });
  it('links are dashed for unregistered children', () => {
    const roots = buildTree(fixture('half_registered'));
    const L = layoutTree(roots, { width: 800, collapsed: new Set([roots[0].children[1].id]) });
    expect(L.links.filter((l) => !l.registered).length).toBe(4);   // the group + its 3 blocks
  });
  it('focus order lists headers then their chips', () => {
    const L = layoutTree(buildTree(fixture('registries')), { width: 800 });
    const order = focusOrder(L);
    expect(order[0].type).toBe('node');
    expect(order[1]).toMatchObject({ type: 'chip', key: 'm1:running' });
  });
  it('header text says unregistered / no __init__ / eval', () => {
    const roots = buildTree(fixture('half_registered'));
    const L = layoutTree(roots, { width: 800, collapsed: new Set([roots[0].children[1].id]) });
    expect(headerText(L.nodes[2], t)).toBe('3 × Linear (repeated)  · 20 params each');
    expect(headerText(L.nodes[3], t)).toContain('not registered');
    const E = layoutTree(buildTree(fixture('error_partial')), { width: 800 });
    expect(headerText(E.nodes[0], t)).toContain('Module.__init__ never ran');
  });
  it('text width counts CJK double and drops bidi controls; fit adds an ellipsis', () => {
    expect(textWidth('ab', 10)).toBe(20);
    expect(textWidth('你好', 10)).toBe(40);
    expect(textWidth('a\u202eb', 10)).toBe(20);
    expect(fit('abcdefghij', 50, 10)).toBe('abcd…');
    expect(fit('abc', 50, 10)).toBe('abc');
  });
});

describe('SVG export', () => {
  it('is a standalone SVG with every name escaped', () => {
    const L = layoutTree(buildTree(fixture('hostile')), { width: 800 });
    const svg = exportSvg(L, { title: 'x <b>', t });
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(svg).not.toContain('<img');
    expect(svg).not.toContain('<script');
    expect(svg).not.toContain('<svg onload');
    expect(svg).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(svg).not.toMatch(/[\u202a-\u202e]/);
    expect((svg.match(/<svg/g) || []).length).toBe(1);
  });
  it('draws the store label of every row', () => {
    const svg = exportSvg(layoutTree(buildTree(fixture('registries')), { width: 800 }), { t });
    for (const s of ['_buffers', '_buffers (non-persistent)', '_modules', '__dict__', '_parameters']) expect(svg).toContain(`>${s}</text>`);
  });
});

describe('loss curve and weight colours', () => {
  it('maps points into the plot box', () => {
    const c = lossCurve([{ x: 0, y: 2 }, { x: 1, y: 1 }, { x: 2, y: 0.5 }, { x: 3, y: null }], { width: 300, height: 100 });
    expect(c.points).toHaveLength(3);
    for (const p of c.points) { expect(p.cx).toBeGreaterThanOrEqual(c.margin.l); expect(p.cx).toBeLessThanOrEqual(300 - c.margin.r); expect(p.cy).toBeGreaterThanOrEqual(c.margin.t - 0.01); expect(p.cy).toBeLessThanOrEqual(100 - c.margin.b + 0.01); }
    expect(c.points[0].cy).toBeLessThan(c.points[2].cy);
    expect(c.path.startsWith('M')).toBe(true);
    expect(lossCurve([{ x: 0, y: 1 }]).points).toHaveLength(1);
    expect(lossCurve([]).path).toBe('');
  });
  it('colours: symmetric, grey for missing', () => {
    expect(weightColor(null, 1)).toBe('#cccccc');
    expect(weightColor(1, 1)).not.toBe(weightColor(-1, 1));
    expect(absMax([{ data: [-3, 2, null] }, null])).toBe(3);
  });
});
