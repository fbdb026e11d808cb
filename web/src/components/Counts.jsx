/** @jsxImportSource preact */
// Counts.jsx — a torchinfo-style summary per model: parameters (trainable,
// frozen), buffers, bytes; tied weights counted once, with the note that
// state_dict() counts them again; values parameters() never sees.
import { countModule, fmtCount, fmtBytes } from '../lib/counts.js';

export function Counts({ scene, roots, t }) {
  const cache = new Map();
  const rows = roots.filter((r) => r.kind === 'module').map((r) => ({ r, c: countModule(scene, r.ref, cache) }));
  if (!rows.length) return null;
  return (
    <div class="counts-wrap">
      <table class="counts">
        <caption>{t('count.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('count.model')}</th>
            <th scope="col">{t('count.total')}</th>
            <th scope="col">{t('count.trainable')}</th>
            <th scope="col" title={t('count.frozenTitle')}>{t('count.frozen')}</th>
            <th scope="col">{t('count.buffers')}</th>
            <th scope="col">{t('count.size')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(({ r, c }) => (
            <tr key={r.id} data-root={r.name} data-params={c.params} data-trainable={c.trainable} data-frozen={c.frozen} data-buffers={c.buffers}
              data-bytes={c.paramBytes + c.bufferBytes} data-state-dict={c.stateDict}>
              <th scope="row"><code>{r.name}</code><span class="muted">: {r.cls}</span></th>
              <td>{fmtCount(c.params)}</td>
              <td>{fmtCount(c.trainable)}</td>
              <td class={c.frozen ? 'frozen' : ''}>{fmtCount(c.frozen)}</td>
              <td>{fmtCount(c.buffers)}</td>
              <td>{fmtBytes(c.paramBytes + c.bufferBytes)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {rows.map(({ r, c }) => (c.tied.length > 0 || c.unregistered > 0) && (
        <p class="count-note" key={`${r.id}-note`} data-root={r.name}>
          {rows.length > 1 && <code>{r.name}</code>}{rows.length > 1 && ': '}
          {c.tied.length > 0 && <span data-note="tied">{t('count.tied', { n: c.tied.length, sd: fmtCount(c.stateDict), once: fmtCount(c.stateDictOnce) })} </span>}
          {c.unregistered > 0 && <span data-note="unregistered">{t('count.unregistered', { n: fmtCount(c.unregistered) })}</span>}
        </p>
      ))}
    </div>
  );
}
