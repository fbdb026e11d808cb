/** @jsxImportSource preact */
// DetailsPanel.jsx — the Details of the selected chip or row, where the eye
// is (issue 15, point 6): a sticky side panel beside the views on wide
// screens, a bottom sheet on narrow ones (style.css decides by width).
// Selecting from the tree or the table (click, Enter or Space) moves the
// focus into the panel; Escape (or Close) gives it back to the chip or row
// it came from, and closes the sheet.
import { useEffect, useRef, useState } from 'preact/hooks';
import { Inspector } from './Inspector.jsx';

const ORIGINS = 'svg.tree, table.who-sees';

export function DetailsPanel({ scene, selected, t, onLine }) {
  const panel = useRef(null);
  const back = useRef(null);          // the element focus returns to
  const [open, setOpen] = useState(!!selected);

  useEffect(() => {
    if (!selected) { setOpen(false); return; }
    setOpen(true);
    const a = document.activeElement;
    if (a && a.closest && a.closest(ORIGINS) && panel.current) {
      back.current = a;
      // after the browser has laid the panel out (it may just have appeared)
      requestAnimationFrame(() => panel.current && panel.current.focus({ preventScroll: true }));
    }
  }, [selected]);

  const giveBack = () => {
    setOpen(false);
    let el = back.current;
    if (!el || !el.isConnected) el = document.querySelector('svg.tree .chip.selected, table.who-sees tr.selected .link-btn');
    if (el) el.focus();
  };
  const onKey = (e) => {
    if (e.key !== 'Escape') return;
    e.preventDefault();
    e.stopPropagation();
    giveBack();
  };

  return (
    <div class={`side details${selected ? ' has-sel' : ''}`} data-open={open && selected ? 'true' : 'false'}>
      <section class="pane inspect" aria-labelledby="details-title" tabIndex={-1} ref={panel} onKeyDown={onKey} role="region">
        <h2 id="details-title">
          <span>{t('insp.title')}</span>
          {selected && <button type="button" class="secondary small details-close" onClick={giveBack} aria-label={t('details.closeLabel')}>✕</button>}
        </h2>
        <Inspector scene={scene} selected={selected} t={t} onLine={onLine} />
      </section>
    </div>
  );
}
