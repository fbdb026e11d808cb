/** @jsxImportSource preact */
// Replay.jsx — step through the program's registry decisions in order (each
// self.x = …, register_*, add_module, del, the refused stores) and its
// .to()/.double() calls: the editor marks the line (onLine), the modules grow
// chip by chip, and a panel says which check of __setattr__ decided.
// Keyboard (on the panel): ← → step, Space play/pause, Home/End; a scrubber.
// A lesson may add notes of its own ({ line, text: {en, zh} }), shown at the
// steps of that line.
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { replaySteps, treeAt, lineText, checkOf } from '../lib/replay.js';
import { STORES } from '../lib/scene.js';

function Chip({ c }) {
  const st = STORES[c.store] || STORES.__dict__;
  const label = c.store === 'buffer_np' ? '_buffers (non-persistent)' : c.store;
  return (
    <li class={`rchip${c.last ? ' last' : ''}${c.error ? ' refused' : ''}`} data-name={c.name} data-store={c.store} data-last={c.last ? 'true' : 'false'}
      style={{ borderColor: st.color, background: c.error ? '#fff' : st.bg, borderStyle: c.error ? 'dotted' : st.dash ? 'dashed' : 'solid' }}>
      <span class="n">{c.name}</span> <small style={{ color: st.color }}>{c.error ? `✗ ${label}` : label}</small>
    </li>
  );
}

function Decision({ step, scene, t }) {
  if (step.kind === 'move') {
    const m = step.move, mod = scene.modules[m.module];
    const list = (xs) => (xs.length ? <ul class="paths">{xs.map((x) => <li key={x.path} data-path={x.path}><code>{x.path}</code> <small>{x.dtype.replace(/^torch\./, '')} · {x.store}</small></li>)}</ul> : <p class="muted">{t('replay.move.none')}</p>);
    return (
      <div class="replay-why move" data-kind="move" data-method={m.method}>
        <h3>{t('replay.move.title', { method: m.method, cls: mod ? mod.class : '?' })}</h3>
        <div class="moved"><h4>{t('replay.move.moved', { n: m.moved.length })}</h4>{list(m.moved)}</div>
        <div class="stayed"><h4>{t('replay.move.stayed', { n: m.stayed.length })}</h4>{list(m.stayed)}</div>
      </div>
    );
  }
  const e = step.ev, mod = scene.modules[e.module];
  const check = checkOf(e);
  const text = e.action === 'error'
    ? t(`replay.error.${['parameter-slot', 'module-slot', 'buffer-slot', 'parameter', 'module'].includes(check) ? check : 'other'}`)
    : t(`replay.check.${check}`, { store: e.store });
  return (
    <div class={`replay-why${e.action === 'error' ? ' error' : ''}`} data-kind="event" data-action={e.action} data-check={check} data-store={e.store}>
      <h3>{t('replay.decided')}</h3>
      <p class="target"><code>{mod ? mod.class : '?'}.{e.name}</code></p>
      <p class="check" data-check={check}>{text}</p>
      {e.action === 'set' && e.from && <p class="from">{t('replay.was', { from: e.from })}</p>}
      {e.action === 'error' && e.error && <p class="err" role="note">{t('replay.refused', { type: e.error.type })}: <code>{e.error.type}: {e.error.message}</code></p>}
    </div>
  );
}

export function Replay({ scene, source, t, lang, notes, onLine }) {
  const steps = useMemo(() => replaySteps(scene), [scene]);
  const [i, setI] = useState(0);
  const [playing, setPlaying] = useState(false);
  const n = steps.length;
  const k = Math.min(i, Math.max(0, n - 1));
  const box = useRef(null);
  useEffect(() => { setI(0); setPlaying(false); }, [scene]);
  useEffect(() => { if (onLine) onLine(n ? steps[k].line : 0); }, [k, steps]);
  useEffect(() => () => onLine && onLine(0), []);
  useEffect(() => {
    if (!playing) return undefined;
    const id = setInterval(() => setI((x) => { if (x + 1 >= n) { setPlaying(false); return x; } return x + 1; }), 900);
    return () => clearInterval(id);
  }, [playing, n]);
  const tree = useMemo(() => (n ? treeAt(scene, steps, k) : []), [scene, steps, k]);
  if (!n) return <p class="empty replay-empty">{t('replay.empty')}</p>;

  const go = (j) => { setPlaying(false); setI(Math.max(0, Math.min(n - 1, j))); };
  const onKey = (ev) => {
    const onRange = ev.target && ev.target.type === 'range';
    const onButton = ev.target && ev.target.tagName === 'BUTTON';
    if (!onRange && (ev.key === 'ArrowRight' || ev.key === 'ArrowDown')) { ev.preventDefault(); go(k + 1); }
    else if (!onRange && (ev.key === 'ArrowLeft' || ev.key === 'ArrowUp')) { ev.preventDefault(); go(k - 1); }
    else if (!onRange && ev.key === 'Home') { ev.preventDefault(); go(0); }
    else if (!onRange && ev.key === 'End') { ev.preventDefault(); go(n - 1); }
    else if ((ev.key === ' ' || ev.key === 'k') && !onButton) { ev.preventDefault(); setPlaying((p) => (k >= n - 1 ? false : !p)); }
  };
  const st = steps[k];
  return (
    <div class="replay" ref={box} tabIndex={0} role="group" aria-label={t('replay.label')} onKeyDown={onKey} data-step={k} data-steps={n}>
      <div class="replay-controls">
        <button type="button" class="secondary small" data-action="prev" aria-label={t('replay.prev')} onClick={() => go(k - 1)} disabled={k === 0}>◀</button>
        <button type="button" class="small" data-action="play" onClick={() => setPlaying(!playing && k < n - 1)} aria-pressed={playing ? 'true' : 'false'}>{playing ? `❚❚ ${t('btn.pause')}` : `▶ ${t('btn.play')}`}</button>
        <button type="button" class="secondary small" data-action="next" aria-label={t('replay.next')} onClick={() => go(k + 1)} disabled={k >= n - 1}>▶▶</button>
        <input type="range" class="replay-scrub" min={0} max={n - 1} value={k} aria-label={t('replay.scrub')} aria-valuetext={t('replay.step', { i: k + 1, n })}
          onInput={(e) => go(+e.currentTarget.value)} />
        <span class="replay-pos" role="status">{t('replay.step', { i: k + 1, n })} · {t('replay.line', { line: st.line })}</span>
      </div>
      <p class="muted small replay-keys">{t('replay.keys')}</p>
      <pre class="replay-code" data-line={st.line}><span class="ln">{st.line}</span> {lineText(source, st.line)}</pre>
      <Decision step={st} scene={scene} t={t} />
      {(notes || []).filter((x) => x.line === st.line).map((x) => (
        <p class="lesson-note" key={x.line} data-lesson-note={x.line}><span class="tag">{t('quiz.lesson')}</span> {x.text[lang] || x.text.en}</p>
      ))}
      <h3 class="replay-tree-title">{t('replay.treeNow')}</h3>
      <div class="replay-tree">
        {tree.map((m) => (
          <div class="rmod" key={m.id} data-module={m.id}>
            <span class="cls">{m.cls} <small class="muted">{m.id}</small></span>
            <ul class="rchips">{m.chips.map((c) => <Chip key={c.error ? `${c.name}!` : c.name} c={c} />)}</ul>
          </div>
        ))}
      </div>
    </div>
  );
}
