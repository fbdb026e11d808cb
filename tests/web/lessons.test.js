import { describe, it, expect } from 'vitest';
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { lessons } from '../../web/src/lessons/index.js';
import { root } from './helpers.js';

const seedDir = join(root, '..', 'shared', 'seeds');
const seeds = existsSync(seedDir) ? readdirSync(seedDir).filter((f) => f.endsWith('.txt')).map((f) => readFileSync(join(seedDir, f), 'utf8')) : [];
const seedText = seeds.join('\n').replace(/\s+/g, '');

describe('lessons', () => {
  it('at least 12, numbered, unique ids', () => {
    expect(lessons.length).toBeGreaterThanOrEqual(12);
    expect(new Set(lessons.map((l) => l.id)).size).toBe(lessons.length);
    lessons.forEach((l, i) => expect(l.n).toBe(i + 1));
  });
  for (const l of lessons) {
    it(`lesson ${l.n} ${l.id}: both languages, a program, oracle output`, () => {
      for (const lang of ['en', 'zh']) {
        expect(l.title[lang].length).toBeGreaterThan(5);
        expect(l.body[lang].length).toBeGreaterThan(120);
      }
      expect(/[\u4e00-\u9fff]/.test(l.body.zh)).toBe(true);
      expect(l.code.endsWith('\n')).toBe(true);
      expect(l.code).toMatch(/print\(/);
      const file = join(root, 'tests/py/lessons', `lesson_${String(l.n).padStart(2, '0')}_${l.id.replace(/-/g, '_')}.py`);
      expect(existsSync(file)).toBe(true);
      expect(readFileSync(file, 'utf8')).toBe(l.code);
      const out = readFileSync(file.replace(/\.py$/, '.out'), 'utf8');
      expect(out.length).toBeGreaterThan(0);
      expect(out).not.toMatch(/Traceback \(most recent call last\)/);
    });
    it(`lesson ${l.n} is written in our own words (no long run copied from the seeds)`, () => {
      if (!seeds.length) return;
      // no run of 10 Chinese characters (code names aside) appears in the tutorials
      const runs = l.body.zh.match(/[\u4e00-\u9fff，。：、；（）“”]{10,}/g) || [];
      for (const r of runs) for (let i = 0; i + 10 <= r.length; i++) expect(seedText.includes(r.slice(i, i + 10)), r.slice(i, i + 10)).toBe(false);
    });
  }
  // Issue 16: each lesson's own quiz items and replay notes, both languages,
  // answers proven by the oracle's output, notes on the line they name.
  for (const l of lessons) {
    it(`lesson ${l.n} ${l.id}: its own quiz items and replay notes`, () => {
      const file = join(root, 'tests/py/lessons', `lesson_${String(l.n).padStart(2, '0')}_${l.id.replace(/-/g, '_')}.out`);
      const out = readFileSync(file, 'utf8');
      expect(l.quiz.length).toBeGreaterThan(0);
      const text = (x) => (typeof x === 'string' ? [x, x] : x.key ? ['key', 'key'] : [x.text.en, x.text.zh]);
      for (const it of l.quiz) {
        expect(it.id).toMatch(/^lesson-/);
        expect(out.split('\n')).toContain(it.evidence);
        const [qen, qzh] = text(it.q);
        expect(qen.length).toBeGreaterThan(10);
        expect(/[\u4e00-\u9fff]/.test(qzh)).toBe(true);
        expect(it.choices.some((c) => c.correct)).toBe(true);
        if (it.kind === 'single') expect(it.choices.filter((c) => c.correct).length).toBe(1);
        for (const c of it.choices) {
          const [en, zh] = text(c.why);
          expect(en.length).toBeGreaterThan(5);
          expect(/[\u4e00-\u9fff]/.test(zh)).toBe(true);
        }
      }
      const lines = l.code.split('\n');
      for (const n of l.replay) {
        expect(lines[n.line - 1]).toContain(n.match);
        expect(n.text.en.length).toBeGreaterThan(20);
        expect(/[\u4e00-\u9fff]/.test(n.text.zh)).toBe(true);
      }
      // a lesson whose own code stores into a module gets a note for it
      if (/^\s+self\.\w+ = /m.test(l.code)) expect(l.replay.length).toBeGreaterThan(0);
    });
  }
  it('covers the pitfalls of the seeds', () => {
    const ids = lessons.map((l) => l.id).join(' ');
    for (const k of ['list-vs-modulelist', 'forgot-super', 'buffer', 'persistent', 'parameter-list', 'layer-in-forward', 'hooks', 'to-leaves', 'optimizer-before-to', 'weight-tying', 'apply', 'train-eval', 'inplace', 'moduledict']) {
      expect(ids).toContain(k);
    }
  });
});
