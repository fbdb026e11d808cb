// draft.js — the editor's draft in localStorage. Saving reports failure
// instead of throwing, so the page can show a visible message.
export const DRAFT_KEY = 'nnscope.draft.v1';

export function loadDraft(storage) {
  try { return storage.getItem(DRAFT_KEY); } catch { return null; }
}

// → {ok:true} | {ok:false, error:'quota'|'unavailable'}
export function saveDraft(storage, text) {
  try {
    storage.setItem(DRAFT_KEY, text);
    return { ok: true };
  } catch (e) {
    const quota = e && (e.name === 'QuotaExceededError' || e.name === 'NS_ERROR_DOM_QUOTA_REACHED' || e.code === 22 || e.code === 1014);
    return { ok: false, error: quota ? 'quota' : 'unavailable' };
  }
}
