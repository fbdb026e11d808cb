/** @jsxImportSource preact */
// Findings.jsx — the lint results, each linked to its line, with a preview of
// its fix and an "apply fix" button (see lib/fix.js).
import { applyFix } from '../lib/fix.js';
import { findingMessage, fixText } from '../lib/finding-text.js';

export function Findings({ scene, source, stale = false, t, onLine, onApply, readOnly }) {
  const list = scene.findings || [];
  if (!list.length) return <p class="empty">{t('findings.none')}</p>;
  return (
    <ul class="findings">
      {list.map((f, i) => {
        const fix = f.fix ? applyFix(source, f) : null;
        return (
          <li key={i} class={`finding sev-${f.severity}`} data-rule={f.rule} data-line={f.line ?? ''}>
            <div class="finding-head">
              <span class={`sev ${f.severity}`}>{t(`sev.${f.severity}`)}</span>
              <code class="rule">{f.rule}</code>
              {f.path && <code class="path">{f.path}</code>}
              {f.line && <button type="button" class="link-btn" onClick={() => onLine(f.line)}>{t('btn.goLine', { line: f.line })}</button>}
            </div>
            <p class="finding-msg">{findingMessage(f, t)}</p>
            {f.fix && (fix ? (
              <div class="fix">
                <span class="muted">{t(fix.mode === 'insert' ? 'findings.insertPreview' : 'findings.fixPreview', { line: fix.line })}</span>
                <pre><code>{fix.newText.trim()}</code></pre>
                {!readOnly && <button type="button" onClick={() => onApply(fix)}>{t('btn.applyFix')}</button>}
              </div>
            ) : <p class="muted">{t(stale ? 'findings.staleFix' : 'findings.cannotFix', { line: f.line })} <code>{fixText(f.fix, t)}</code></p>)}
          </li>
        );
      })}
    </ul>
  );
}
