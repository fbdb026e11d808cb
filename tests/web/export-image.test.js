import { describe, it, expect } from 'vitest';
import { layoutTree, exportSvg, legendRows } from '../../web/src/layout/tree.js';
import { svgSize, pngScale } from '../../web/src/lib/export-image.js';
import { buildTree } from '../../web/src/lib/scene.js';
import { translate } from '../../web/src/lib/i18n.js';
import { fixture } from './helpers.js';

// Issue 16: the exported picture carries the legend (in the reader's language).
describe('export with the legend', () => {
  for (const lang of ['en', 'zh']) {
    const t = (k, p) => translate(lang, k, p);
    it(`${lang}: the SVG holds the legend title and every store's meaning, and is tall enough for it`, () => {
      const L = layoutTree(buildTree(fixture('registries')), { width: 600 });
      const svg = exportSvg(L, { t });
      expect(svg).toContain('<g class="legend"');
      expect(svg).toContain(`>${t('legend.title')}</text>`);
      for (const k of ['_parameters', '_buffers', 'buffer_np', '_modules', '__dict__']) expect(svg).toContain(`>${t(`legend.${k}`)}</text>`);
      const { width, height } = svgSize(svg);
      expect(height).toBeGreaterThanOrEqual(L.height + 50 + 30 + 5 * 24);
      for (const r of legendRows(t)) expect(width).toBeGreaterThanOrEqual(r.w);
    });
  }
  it('the legend can be left out', () => {
    const L = layoutTree(buildTree(fixture('registries')), { width: 600 });
    expect(exportSvg(L, { t: (k) => k, legend: false })).not.toContain('class="legend"');
  });
  it('PNG scale: 2x, smaller for huge drawings (canvas limits)', () => {
    expect(pngScale({ width: 800, height: 600 })).toBe(2);
    expect(pngScale({ width: 900, height: 20000 })).toBeLessThan(1);
    const s = pngScale({ width: 6000, height: 6000 });
    expect(6000 * 6000 * s * s).toBeLessThanOrEqual(64e6 + 1);
    expect(svgSize('<svg xmlns="x" width="120" height="80" viewBox="0 0 120 80">')).toEqual({ width: 120, height: 80 });
  });
});
