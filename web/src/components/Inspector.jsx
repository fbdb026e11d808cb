/** @jsxImportSource preact */
// Inspector.jsx — everything about the selected attribute (or object).
import { findAttr, pathsOf, storeKey, STORES, tensorSummary } from '../lib/scene.js';

function Row({ k, children }) {
  return <><dt>{k}</dt><dd>{children}</dd></>;
}

export function Inspector({ scene, selected, t, onLine }) {
  if (!scene || !selected) return <div class="inspector empty"><p>{t('insp.none')}</p></div>;
  const found = findAttr(scene, selected);
  let attr = found && found.attr;
  const ref = attr ? attr.ref : selected;
  const tensor = ref && scene.tensors[ref];
  const mod = ref && scene.modules[ref];
  const yn = (b) => <span class={b ? 'yes' : 'no'}>{b ? `✓ ${t('yes')}` : `✗ ${t('no')}`}</span>;
  const sk = attr ? storeKey(attr) : null;
  const shared = ref ? pathsOf(scene, ref) : [];
  const optNames = (ids) => ids.map((o) => `${o} (${(scene.optimizers[o] || {}).class || '?'})`).join(', ');
  return (
    <div class="inspector" aria-live="polite">
      <h3>{attr ? attr.name : (mod ? mod.class : ref)}</h3>
      <dl>
        {attr && <Row k={t('insp.store')}><span class="store-tag" data-store={sk} style={{ borderColor: STORES[sk].color, background: STORES[sk].bg }}>{t(`store.${sk}`)}</span>{attr.kind ? ` · ${t(`kind.${attr.kind}`)}` : ''}</Row>}
        {tensor && <Row k={t('insp.type')}>{tensor.parameter ? 'Parameter' : 'Tensor'}</Row>}
        {mod && <Row k={t('insp.class')}>{mod.qualname || mod.class}</Row>}
        {tensor && <Row k={t('insp.shape')}><code>[{tensor.shape.join(', ')}]</code></Row>}
        {tensor && <Row k={t('insp.dtype')}><code>{tensor.dtype}</code></Row>}
        {tensor && <Row k={t('insp.requires_grad')}>{yn(tensor.requires_grad)}</Row>}
        {tensor && <Row k={t('insp.grad')}>{tensor.grad ? t('insp.gradNorm', { norm: +tensor.grad.norm.toPrecision(4) }) : t('none')}</Row>}
        {tensor && <Row k={t('insp.parameters')}>{yn(tensor.seen_by.parameters)}</Row>}
        {tensor && <Row k={t('insp.optimizer')}>{tensor.seen_by.optimizers.length ? optNames(tensor.seen_by.optimizers) : <span class="no">✗ {t('none')}</span>}</Row>}
        {tensor && <Row k={t('insp.state_dict')}>{tensor.seen_by.state_dict.length ? <code>{tensor.seen_by.state_dict.join(', ')}</code> : yn(false)}</Row>}
        {tensor && <Row k={t('insp.to')}>{yn(tensor.seen_by.to)}</Row>}
        {attr && attr.repr !== undefined && <Row k={t('insp.value')}><code>{attr.repr}</code></Row>}
        {attr && attr.summary && <Row k={t('insp.contents')}>{attr.summary}</Row>}
        {attr && attr.line && <Row k={t('insp.line')}><button type="button" class="link-btn" onClick={() => onLine(attr.line)}>{t('btn.goLine', { line: attr.line })}</button></Row>}
        {!attr && mod && mod.line && <Row k={t('insp.line')}><button type="button" class="link-btn" onClick={() => onLine(mod.line)}>{t('btn.goLine', { line: mod.line })}</button></Row>}
        {shared.length > 1 && <Row k={t('insp.shared')}><ul class="paths">{shared.map((p) => <li key={p}><code>{p}</code></li>)}</ul></Row>}
      </dl>
    </div>
  );
}
