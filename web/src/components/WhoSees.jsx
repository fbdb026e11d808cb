/** @jsxImportSource preact */
// WhoSees.jsx — every tensor and module against parameters(), state_dict(),
// .to() and each optimizer. Cells say "seen"/"missed" in words and symbols.
import { whoSeesRows, STORES } from '../lib/scene.js';

export function WhoSees({ scene, t, dispatch, selected }) {
  const rows = whoSeesRows(scene);
  const opts = Object.entries(scene.optimizers || {});
  const cell = (b) => <td class={b ? 'seen' : 'missed'}><span aria-hidden="true">{b ? '✓' : '✗'}</span> {b ? t('table.seen') : t('table.missed')}</td>;
  return (
    <div class="table-wrap">
      <table class="who-sees">
        <caption>{t('table.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('table.path')}</th>
            <th scope="col">{t('table.store')}</th>
            <th scope="col"><code>{t('table.parameters')}</code></th>
            <th scope="col"><code>{t('table.state_dict')}</code></th>
            <th scope="col"><code>{t('table.to')}</code></th>
            {opts.map(([id, o]) => <th scope="col" key={id}>{t('table.opt', { id, cls: o.class })}</th>)}
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => {
            const key = r.key && r.kind === 'tensor' ? r.key : r.ref;
            return (
              <tr key={r.ref} class={`${r.kind}${selected === key ? ' selected' : ''}`} data-path={r.path}>
                <th scope="row">
                  <button type="button" class="link-btn" onClick={() => dispatch({ type: 'select', key })}>
                    <code>{r.path}</code>
                  </button>
                  <span class="muted"> {r.kind === 'module' ? `${t('table.module')} ${r.cls}` : t('table.tensor')}</span>
                </th>
                <td><span class="store-tag" data-store={r.store} style={{ borderColor: STORES[r.store].color, background: STORES[r.store].bg }}>{t(`store.${r.store}`)}</span></td>
                {cell(r.parameters)}
                {cell(r.state_dict)}
                {cell(r.to)}
                {opts.map(([id]) => <td key={id} class={r.optimizers[id] ? 'seen' : 'missed'}><span aria-hidden="true">{r.optimizers[id] ? '✓' : '✗'}</span> {r.optimizers[id] ? t('table.seen') : t('table.missed')}</td>)}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
