import { describe, it, expect } from 'vitest';
import { saveDraft, loadDraft, DRAFT_KEY } from '../../web/src/lib/draft.js';

describe('draft autosave', () => {
  it('saves and loads', () => {
    const m = new Map();
    const st = { getItem: (k) => m.get(k) ?? null, setItem: (k, v) => m.set(k, v) };
    expect(saveDraft(st, 'print(1)')).toEqual({ ok: true });
    expect(m.get(DRAFT_KEY)).toBe('print(1)');
    expect(loadDraft(st)).toBe('print(1)');
  });
  it('reports QuotaExceededError instead of throwing', () => {
    const full = { setItem() { const e = new Error('full'); e.name = 'QuotaExceededError'; throw e; } };
    expect(saveDraft(full, 'x')).toEqual({ ok: false, error: 'quota' });
    const legacy = { setItem() { const e = new Error('full'); e.code = 22; throw e; } };
    expect(saveDraft(legacy, 'x').error).toBe('quota');
    const denied = { setItem() { throw new Error('SecurityError'); }, getItem() { throw new Error('no'); } };
    expect(saveDraft(denied, 'x')).toEqual({ ok: false, error: 'unavailable' });
    expect(loadDraft(denied)).toBe(null);
  });
});
