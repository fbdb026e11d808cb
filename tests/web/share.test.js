import { describe, it, expect } from 'vitest';
import { encodeShare, decodeShare, parseFragment, buildFragment, embedOptions, linkIntent, toBase64Url, fromBase64Url, inflateCapped, MAX_DECOMPRESSED } from '../../web/src/lib/share.js';

async function deflate(bytes) {
  const cs = new CompressionStream('deflate-raw');
  const w = cs.writable.getWriter();
  w.write(bytes); w.close();
  return new Uint8Array(await new Response(cs.readable).arrayBuffer());
}
const enc = (o) => new TextEncoder().encode(JSON.stringify(o));

describe('share codec', () => {
  it('round-trips code, engine and flags (unicode, hostile text)', async () => {
    const code = 'print("你好 🌍")\n# <img src=x onerror=alert(1)> \u202e\n' + 'x = 1\n'.repeat(200);
    const text = await encodeShare({ code, engine: '0.1.0', flags: { view: 'tree' } });
    expect(text.startsWith('v1.')).toBe(true);
    expect(/^v1\.[A-Za-z0-9_-]+$/.test(text)).toBe(true);
    const r = await decodeShare(text);
    expect(r).toEqual({ ok: true, payload: { v: 1, code, engine: '0.1.0', flags: { view: 'tree' } } });
  });
  it('base64url round trip', () => {
    const b = new Uint8Array(300).map((_, i) => (i * 37) & 255);
    expect(fromBase64Url(toBase64Url(b))).toEqual(b);
    expect(fromBase64Url('ab*c')).toBe(null);
    expect(fromBase64Url('abcde')).toBe('truncated');
  });
  it('reports a truncated link', async () => {
    const text = await encodeShare({ code: 'print(1)\n'.repeat(100) + 'abc'.repeat(50), engine: 'e' });
    for (const cut of [4, 9, Math.floor(text.length / 2)]) {
      const r = await decodeShare(text.slice(0, text.length - cut));
      expect(r.ok).toBe(false);
      expect(r.error).toBe('truncated');
    }
    expect((await decodeShare('v1.')).error).toBe('truncated');
  });
  it('reports a corrupted link', async () => {
    expect((await decodeShare('v1.!!!!')).error).toBe('corrupted');
    expect((await decodeShare('hello')).error).toBe('corrupted');
    // valid deflate, not JSON
    expect((await decodeShare('v1.' + toBase64Url(await deflate(new TextEncoder().encode('not json'))))).error).toBe('corrupted');
    // JSON without code
    expect((await decodeShare('v1.' + toBase64Url(await deflate(enc({ v: 1, engine: 'x' }))))).error).toBe('corrupted');
    // garbage bytes
    const junk = new Uint8Array(64).map((_, i) => (i * 151 + 7) & 255);
    expect((await decodeShare('v1.' + toBase64Url(junk))).error).toBe('corrupted');
  });
  it('reports a wrong version (prefix or inner v)', async () => {
    expect(await decodeShare('v2.abcd')).toEqual({ ok: false, error: 'version', version: 2 });
    const inner = 'v1.' + toBase64Url(await deflate(enc({ v: 3, code: 'x' })));
    expect((await decodeShare(inner)).error).toBe('version');
  });
  it('refuses oversized payloads', async () => {
    const big = 'v1.' + toBase64Url(await deflate(enc({ v: 1, code: 'x'.repeat(MAX_DECOMPRESSED + 10) })));
    expect((await decodeShare(big)).error).toBe('oversized');
  });
  it('stops a decompression bomb early', async () => {
    const bomb = await deflate(new Uint8Array(64 * 1024 * 1024));  // 64 MiB of zeros → ~64 KiB
    expect(bomb.length).toBeLessThan(100000);
    const t0 = Date.now();
    const r = await inflateCapped(bomb, 256 * 1024);
    expect(r.error).toBe('oversized');
    expect(Date.now() - t0).toBeLessThan(3000);
  });
  it('empty link', async () => {
    expect((await decodeShare('')).error).toBe('empty');
  });
});

describe('fragment and embed flags', () => {
  it('parses and builds fragments', () => {
    const f = parseFragment('#embed&panels=tree,console&autoplay&step=3&s=v1.abc_-');
    expect(f).toEqual({ embed: '', panels: 'tree,console', autoplay: '', step: '3', s: 'v1.abc_-' });
    expect(parseFragment('#v1.xyz').s).toBe('v1.xyz');
    expect(buildFragment({ s: 'v1.abc', view: 'tree', step: undefined, embed: true })).toBe('#s=v1.abc&view=tree&embed');
  });
  it('embed options', () => {
    expect(embedOptions({})).toBe(null);
    expect(embedOptions(parseFragment('#embed&panels=tree,console,evil&autoplay&step=2'))).toEqual({ panels: ['tree', 'console'], autoplay: true, step: 2 });
    expect(embedOptions(parseFragment('#embed&step=-4')).step).toBe(0);
    expect(embedOptions(parseFragment('#embed')).panels).toEqual(['code', 'tree', 'console']);
  });
});

describe('share state (view, step, selection, run) and the embed snippet', async () => {
  const { shareState, shareFlags, embedUrl, embedSnippet } = await import('../../web/src/lib/share.js');
  it('round-trips the new fields through a v1 link', async () => {
    const flags = shareFlags({ view: 'training', step: 3, selected: 'm1:blocks', ran: true });
    const text = await encodeShare({ code: 'x = 1\n', engine: '0.1.0', flags });
    expect(text.startsWith('v1.')).toBe(true);
    const r = await decodeShare(text);
    expect(r.ok).toBe(true);
    expect(shareState(r.payload.flags)).toEqual({ view: 'training', step: 3, sel: 'm1:blocks', run: true });
  });
  it('decodes links made before the new fields (code only, no run)', async () => {
    // exactly what the earlier page wrote: flags {view} or {}
    for (const flags of [{ view: 'tree' }, {}, undefined]) {
      const old = 'v1.' + toBase64Url(await deflate(enc({ v: 1, code: 'print(1)\n', engine: '0.1.0', ...(flags ? { flags } : {}) })));
      const r = await decodeShare(old);
      expect(r.ok).toBe(true);
      expect(r.payload.code).toBe('print(1)\n');
      expect(shareState(r.payload.flags)).toEqual({ view: flags && flags.view ? 'tree' : null, step: 0, sel: null, run: false });
    }
    // a link from a newer format still gets the clear "other version" message
    expect((await decodeShare('v2.abcd')).error).toBe('version');
  });
  it('fragment values win over the payload; hostile values are dropped', () => {
    expect(shareState({ view: 'tree', step: 1 }, parseFragment('#s=v1.x&view=hooks&step=4&run=1'))).toEqual({ view: 'hooks', step: 4, sel: null, run: true });
    expect(shareState({ view: '<script>', step: -2, sel: '"><img>' })).toEqual({ view: null, step: 0, sel: null, run: false });
    expect(shareState({ step: 'abc', run: 'yes' })).toEqual({ view: null, step: 0, sel: null, run: false });
  });
  it('records only what is set', () => {
    expect(shareFlags({ view: 'tree', step: 0, selected: null, ran: false })).toEqual({ view: 'tree' });
  });
  it('builds an embed URL the embed parser reads back, and an escaped iframe snippet', () => {
    const u = embedUrl('https://x.test/lab/', 'v1.abc', { view: 'training', step: 2 });
    const f = parseFragment(u.slice(u.indexOf('#')));
    expect(f.s).toBe('v1.abc');
    expect(f.view).toBe('training');
    expect(embedOptions(f)).toEqual({ panels: ['code', 'tree', 'console', 'training'], autoplay: false, step: 2 });
    const sn = embedSnippet(u, { title: 'a "b" <c>' });
    expect(sn.startsWith('<iframe src="https://x.test/lab/#embed&amp;panels=')).toBe(true);
    expect(sn).toContain('title="a &quot;b&quot; &lt;c>"');
    expect(sn).toContain('loading="lazy"');
  });
});

describe('link intent: one parse decides quiz mode and the first view', () => {
  it('quiz needs a payload next to the flag', () => {
    expect(linkIntent(parseFragment('#s=v1.abc&quiz'))).toEqual({ quiz: true, view: 'quiz' });
    expect(linkIntent(parseFragment('#v1.abc&quiz'))).toEqual({ quiz: true, view: 'quiz' });
    expect(linkIntent(parseFragment('#quiz'))).toEqual({ quiz: false, view: null });
    expect(linkIntent(parseFragment('#s=v1.abc&quiz&view=tree'))).toEqual({ quiz: true, view: 'quiz' });
  });
  it('a view in the fragment, checked against the known views', () => {
    expect(linkIntent(parseFragment('#s=v1.abc&view=replay'))).toEqual({ quiz: false, view: 'replay' });
    expect(linkIntent(parseFragment('#view=nope'))).toEqual({ quiz: false, view: null });
    expect(linkIntent({})).toEqual({ quiz: false, view: null });
  });
});
