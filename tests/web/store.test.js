import { describe, it, expect } from 'vitest';
import { reduce, initialState, createStore, isStale } from '../../web/src/store.js';
import { fixture } from './helpers.js';

describe('store reducer', () => {
  it('run lifecycle: start clears output, out merges, done keeps the scene', () => {
    let s = initialState({ source: 'x' });
    s = reduce(s, { type: 'run:start' });
    expect(s.running).toBe(true);
    s = reduce(s, { type: 'out', stream: 1, text: 'a' });
    s = reduce(s, { type: 'out', stream: 1, text: 'b' });
    s = reduce(s, { type: 'out', stream: 2, text: 'E' });
    expect(s.chunks).toEqual([{ stream: 1, text: 'ab' }, { stream: 2, text: 'E' }]);
    const scene = fixture('half_registered');
    s = reduce(s, { type: 'run:done', scene, errorLine: null });
    expect(s.running).toBe(false);
    expect(s.scene.roots[0].name).toBe('net');
    expect(s.sceneNote).toBe(null);
  });
  it('no scene → note; stopped → no scene and a console line', () => {
    let s = reduce(reduce(initialState(), { type: 'engine', state: 'ready', scenes: false }), { type: 'run:start' });
    s = reduce(s, { type: 'run:done', scene: null });
    expect(s.sceneNote).toBe('none');
    // an engine that records scenes: no scene for this run is not "this build records none"
    const r = reduce(reduce(initialState(), { type: 'engine', state: 'ready', scenes: true }), { type: 'run:start' });
    expect(reduce(r, { type: 'run:done', scene: null }).sceneNote).toBe('lost');
    const e = reduce(r, { type: 'run:done', scene: null, ended: 'recursion' });
    expect([e.sceneNote, e.sceneEnded]).toEqual(['ended', 'recursion']);
    expect(reduce(e, { type: 'engine', state: 'loading' }).engine.scenes).toBe(true);
    s = reduce(reduce(s, { type: 'run:start' }), { type: 'run:done', stopped: true, stoppedText: '[stopped]' });
    expect(s.scene).toBe(null);
    expect(s.chunks.at(-1).text).toContain('[stopped]');
  });
  it('an error or a limit still keeps the recorded scene and the error line', () => {
    const s = reduce(reduce(initialState(), { type: 'run:start' }), { type: 'run:done', scene: fixture('error_partial'), errorLine: 6 });
    expect(s.scene.status.error.type).toBe('AttributeError');
    expect(s.errorLine).toBe(6);
    const l = reduce(initialState(), { type: 'run:done', scene: fixture('limit_repeated') });
    expect(l.scene.status.limit).toBe('budget');
  });
  it('steps clamp, play stops at the end, embed start step and autoplay', () => {
    let s = reduce(initialState(), { type: 'run:done', scene: fixture('half_registered') });
    s = reduce(s, { type: 'step', step: 99 });
    expect(s.step).toBe(3);
    s = reduce(s, { type: 'step', step: -3 });
    expect(s.step).toBe(0);
    s = reduce(s, { type: 'play', playing: true });
    for (let i = 0; i < 10; i++) s = reduce(s, { type: 'tick' });
    expect(s.step).toBe(3);
    expect(s.playing).toBe(false);
    const e = reduce(initialState({ embed: { panels: ['tree'], autoplay: true, step: 2 } }), { type: 'run:done', scene: fixture('half_registered') });
    expect(e.step).toBe(2);
    expect(e.playing).toBe(true);
  });
  it('edits follow the editor; loads from outside bump sourceRev (the editor rewrites only then)', () => {
    let s = initialState({ source: 'a' });
    s = reduce(s, { type: 'edit', source: 'ab' });
    expect(s.source).toBe('ab');
    expect(s.sourceRev).toBe(0);
    expect(reduce(s, { type: 'edit', source: 'ab' })).toBe(s);
    s = reduce(s, { type: 'source', source: 'lesson' });
    expect(s.source).toBe('lesson');
    expect(s.sourceRev).toBe(1);
  });
  it('results are stale after an edit, fresh again after the next run', () => {
    let s = initialState({ source: 'a' });
    expect(isStale(s)).toBe(false);                       // nothing ran yet
    s = reduce(s, { type: 'run:start' });
    expect(isStale(reduce(s, { type: 'edit', source: 'ab' }))).toBe(false);   // running: not yet
    s = reduce(s, { type: 'run:done', scene: null });
    expect(isStale(s)).toBe(false);
    s = reduce(s, { type: 'edit', source: 'ab' });
    expect(isStale(s)).toBe(true);
    expect(isStale(reduce(s, { type: 'edit', source: 'a' }))).toBe(false);    // back to what ran
    expect(isStale(reduce(reduce(s, { type: 'run:start' }), { type: 'run:done', scene: null }))).toBe(false);
  });
  it('toggle collapse, select, view, lang, pending', () => {
    let s = initialState();
    s = reduce(s, { type: 'toggle', id: 'n1' });
    expect(s.collapsed).toEqual(['n1']);
    s = reduce(s, { type: 'toggle', id: 'n1' });
    expect(s.collapsed).toEqual([]);
    s = reduce(s, { type: 'select', key: 'm1:w' });
    expect(s.selected).toBe('m1:w');
    expect(reduce(s, { type: 'view', view: 'hooks' }).view).toBe('hooks');
    expect(reduce(s, { type: 'lang', lang: 'zh' }).lang).toBe('zh');
    expect(reduce(s, { type: 'pending', pending: { kind: 'share', code: 'x' } }).pending.code).toBe('x');
    expect(reduce(s, { type: 'nonsense' })).toBe(s);
  });
  it('bidi controls in a scene become visible escapes', () => {
    const s = reduce(initialState(), { type: 'run:done', scene: fixture('hostile') });
    const names = s.scene.modules.m1.attrs.map((a) => a.name);
    expect(names).toContain('safe⟨U+202E⟩gnp.exe⟨U+202C⟩');
    expect(JSON.stringify(s.scene.modules)).not.toMatch(/[\u202a-\u202e]/);
  });
  it('createStore notifies subscribers only on change', () => {
    const st = createStore(initialState());
    let n = 0;
    st.subscribe(() => n++);
    st.dispatch({ type: 'view', view: 'table' });
    st.dispatch({ type: 'nonsense' });
    expect(n).toBe(1);
    expect(st.getState().view).toBe('table');
  });
});
