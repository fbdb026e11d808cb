// @vitest-environment happy-dom
/** @jsxImportSource preact */
// lazy.test.jsx — web/src/lazy.jsx: one fetch per chunk, the loading note,
// the retry after a failed fetch, and a reused <Lazy> showing the new view.
import { describe, it, expect } from 'vitest';
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { once, Lazy } from '../../web/src/lazy.jsx';
import { memo } from '../../web/src/lib/memo.js';

const t = (k) => k;
const tick = () => act(() => new Promise((r) => setTimeout(r, 0)));

describe('lazy.jsx', () => {
  it('once(): one load for many callers; a failure is forgotten', async () => {
    let n = 0, fail = true;
    const get = once(async () => { n++; if (fail) throw new Error('offline'); return { x: n }; });
    await expect(get()).rejects.toThrow('offline');
    expect(get.value).toBe(null);
    fail = false;
    const [a, b] = await Promise.all([get(), get()]);
    expect(a).toBe(b);
    expect(n).toBe(2);
    expect(get.value).toEqual({ x: 2 });
  });
  it('<Lazy>: a loading note, then the view; after a failure a retry button', async () => {
    let fail = true;
    const load = once(async () => { if (fail) throw new Error('offline'); return { View: ({ s }) => <b class="view">{s}</b> }; });
    const el = document.createElement('div');
    document.body.appendChild(el);
    act(() => render(<Lazy load={load} t={t}>{({ View }) => <View s="hi" />}</Lazy>, el));
    expect(el.querySelector('.lazy-loading').textContent).toBe('lazy.loading');
    await tick();
    expect(el.querySelector('.lazy-failed')).not.toBe(null);
    fail = false;
    act(() => el.querySelector('.lazy-failed button').click());
    await tick();
    expect(el.querySelector('.view').textContent).toBe('hi');
    // the same <Lazy> reused for another chunk shows the other view, not the first
    const other = once(async () => ({ View: () => <i class="other">b</i> }));
    act(() => render(<Lazy load={other} t={t}>{({ View }) => <View />}</Lazy>, el));
    await tick();
    expect(el.querySelector('.other')).not.toBe(null);
    expect(el.querySelector('.view')).toBe(null);
  });
  it('memo(): re-renders only when a prop changed', () => {
    let renders = 0;
    const C = memo(({ a }) => { renders++; return <span>{a.n}</span>; });
    const el = document.createElement('div');
    const a = { n: 1 };
    act(() => render(<C a={a} />, el));
    act(() => render(<C a={a} />, el));
    expect(renders).toBe(1);
    act(() => render(<C a={{ n: 2 }} />, el));
    expect(renders).toBe(2);
    expect(el.textContent).toBe('2');
    act(() => render(<C a={{ n: 2 }} extra />, el));
    expect(renders).toBe(3);
  });
});
