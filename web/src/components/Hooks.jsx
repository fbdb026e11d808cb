/** @jsxImportSource preact */
// Hooks.jsx — each module call, with the hooks that fired; m(x) is set beside
// m.forward(x), where registered hooks are skipped.
export function Hooks({ scene, t, onLine }) {
  const calls = scene.calls || [];
  if (!calls.length) return <p class="empty">{t('hooks.none')}</p>;
  const kindOrder = { forward_pre: 0, forward: 1, backward_pre: 2, backward: 3 };
  return (
    <ol class="calls">
      {calls.map((c) => {
        const m = scene.modules[c.module] || {};
        const hooks = [...c.hooks].sort((a, b) => kindOrder[a.kind] - kindOrder[b.kind]);
        const pre = hooks.filter((h) => h.kind === 'forward_pre' || h.kind === 'backward_pre');
        const post = hooks.filter((h) => h.kind === 'forward' || h.kind === 'backward');
        return (
          <li key={c.seq} class={`call via-${c.via === 'forward' ? 'forward' : 'call'}`} style={{ marginInlineStart: `${Math.min(c.depth, 8) * 18}px` }} data-via={c.via}>
            <div class="call-head">
              <span class={`via ${c.via === 'forward' ? 'direct' : ''}`}>{c.via === 'forward' ? t('hooks.via.forward') : t('hooks.via.__call__')}</span>
              <code>{c.path || '(root)'}</code> <span class="muted">{m.class}</span>
              {c.line && <button type="button" class="link-btn" onClick={() => onLine(c.line)}>{t('btn.goLine', { line: c.line })}</button>}
            </div>
            <div class="pipeline">
              {pre.map((h, i) => <span key={`p${i}`} class="hook pre">{h.kind} · {h.fn}</span>)}
              <span class="hook fwd">forward</span>
              {post.map((h, i) => <span key={`q${i}`} class="hook post">{h.kind} · {h.fn}</span>)}
              {!hooks.length && <span class="muted">{c.via === 'forward' ? t('hooks.skipped') : t('hooks.noHooks')}</span>}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
