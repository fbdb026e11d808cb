/** @jsxImportSource preact */
// ShareDialog.jsx — the Share banner: the link (code, view, step, selection,
// engine version) and the <iframe> snippet that embeds the same view in a
// tutorial page. Both fields select on focus; each has its own Copy button.
import { useState } from 'preact/hooks';

function Field({ label, value, cls, copyLabel, copiedLabel, multiline }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try { await navigator.clipboard.writeText(value); setCopied(true); } catch { setCopied(false); }
  };
  const sel = (e) => e.currentTarget.select();
  return (
    <div class="share-field">
      <label>{label}
        {multiline
          ? <textarea readOnly rows={3} value={value} onFocus={sel} class={cls} />
          : <input type="text" readOnly value={value} onFocus={sel} class={cls} />}
      </label>
      <span class="actions">
        <button type="button" class="small" onClick={copy} data-copy={cls}>{copyLabel}</button>
        {copied && <span role="status">{copiedLabel}</span>}
      </span>
    </div>
  );
}

export function ShareDialog({ url, snippet, t, onClose }) {
  return (
    <div class="banner info share" role="dialog" aria-label={t('share.title')}
      onKeyDown={(e) => { if (e.key === 'Escape') { e.preventDefault(); onClose(); } }}>
      <Field label={t('share.title')} value={url} cls="share-url" copyLabel={t('btn.copy')} copiedLabel={t('share.copied')} />
      <Field label={t('share.embedTitle')} value={snippet} cls="share-embed" copyLabel={t('btn.copyEmbed')} copiedLabel={t('share.embedCopied')} multiline />
      <span class="muted share-hint">{t('share.hint')} {t('share.restores')}</span>
      <span class="actions">
        <button type="button" class="secondary" onClick={onClose}>{t('btn.close')}</button>
      </span>
    </div>
  );
}
