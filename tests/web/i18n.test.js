import { describe, it, expect } from 'vitest';
import { strings, translate, detectLang, rememberLang, LANG_KEY } from '../../web/src/lib/i18n.js';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { root } from './helpers.js';

const memStorage = () => { const m = new Map(); return { getItem: (k) => m.get(k) ?? null, setItem: (k, v) => m.set(k, String(v)) }; };

describe('i18n', () => {
  it('every key exists in both languages, none empty', () => {
    const en = Object.keys(strings.en).sort(), zh = Object.keys(strings.zh).sort();
    expect(zh).toEqual(en);
    for (const l of ['en', 'zh']) for (const [k, v] of Object.entries(strings[l])) expect(v.trim(), `${l}:${k}`).not.toBe('');
  });
  it('placeholders match between languages', () => {
    const ph = (s) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort().join(',');
    for (const k of Object.keys(strings.en)) expect(ph(strings.zh[k]), k).toBe(ph(strings.en[k]));
  });
  it('every key used in web/src exists', () => {
    const dir = join(root, 'web/src');
    const files = [];
    const walk = (d) => { for (const f of readdirSync(d, { withFileTypes: true })) { if (f.isDirectory()) walk(join(d, f.name)); else if (/\.(jsx?|mjs)$/.test(f.name)) files.push(join(d, f.name)); } };
    walk(dir);
    const used = new Set();
    for (const f of files) for (const m of readFileSync(f, 'utf8').matchAll(/\bt\('([a-zA-Z_.]+)'/g)) used.add(m[1]);
    expect(used.size).toBeGreaterThan(40);
    for (const k of used) expect(strings.en[k], k).toBeDefined();
  });
  it('translate fills placeholders and falls back', () => {
    expect(translate('en', 'btn.goLine', { line: 7 })).toBe('Line 7');
    expect(translate('zh', 'btn.goLine', { line: 7 })).toBe('第 7 行');
    expect(translate('xx', 'btn.run')).toBe('Run');
    expect(translate('en', 'no.such.key')).toBe('no.such.key');
  });
  it('detects from navigator.language, remembered choice wins', () => {
    const s = memStorage();
    expect(detectLang(s, 'zh-CN')).toBe('zh');
    expect(detectLang(s, 'zh-TW')).toBe('zh');
    expect(detectLang(s, 'en-GB')).toBe('en');
    expect(detectLang(s, undefined)).toBe('en');
    rememberLang(s, 'en');
    expect(s.getItem(LANG_KEY)).toBe('en');
    expect(detectLang(s, 'zh-CN')).toBe('en');
    expect(detectLang({ getItem() { throw new Error('denied'); } }, 'zh')).toBe('zh');
  });
});
