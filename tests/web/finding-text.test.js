import { describe, it, expect } from 'vitest';
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { strings, translate } from '../../web/src/lib/i18n.js';
import { findingStrings, findingMessage, reasonText, fixText, parseText } from '../../web/src/lib/finding-text.js';
import { root } from './helpers.js';

// Every rule code core/scope can emit: the string literal right after the
// first argument of sc_scene_add_finding / sc_add_rfinding.
function engineRules() {
  const dir = join(root, 'core/scope');
  const rules = new Set();
  for (const f of readdirSync(dir).filter((n) => n.endsWith('.c'))) {
    const src = readFileSync(join(dir, f), 'utf8');
    for (const m of src.matchAll(/sc_(?:scene_add_finding|add_rfinding)\(\s*\w+\s*,\s*"([a-z-]+)"/g)) rules.add(m[1]);
  }
  return rules;
}

describe('finding texts', () => {
  it('every rule core/scope emits has its message in both languages', () => {
    const rules = engineRules();
    expect(rules.size).toBeGreaterThanOrEqual(12);
    for (const r of rules) {
      const keys = Object.keys(findingStrings.en).filter((k) => k.startsWith(`find.${r}.`));
      expect(keys.length, r).toBeGreaterThan(0);
      for (const k of keys) {
        expect(strings.zh[k], k).toBeTruthy();
        expect(strings.zh[k], k).not.toBe(strings.en[k]);
        expect(/[\u4e00-\u9fff]/.test(strings.zh[k]), k).toBe(true);
      }
    }
  });
  it('both languages hold the same finding keys and placeholders', () => {
    expect(Object.keys(findingStrings.zh).sort()).toEqual(Object.keys(findingStrings.en).sort());
    const ph = (s) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort().join(',');
    for (const k of Object.keys(findingStrings.en)) expect(ph(findingStrings.zh[k]), k).toBe(ph(findingStrings.en[k]));
  });
  it('a finding renders from its code + parameters in Chinese, and round-trips in English', () => {
    const f = { rule: 'modules-in-list', message: 'self.blocks is a plain list (list of 3 Linear): the modules in it are not registered, so parameters(), the optimizer, state_dict() and .to() never see them.' };
    const zh = (k, p) => translate('zh', k, p), en = (k, p) => translate('en', k, p);
    expect(parseText('find.modules-in-list.', f.message)).toEqual({ key: 'find.modules-in-list.plain', params: { name: 'blocks', kind: 'list', summary: 'list of 3 Linear' } });
    expect(findingMessage(f, zh)).toBe('self.blocks 是普通的 list（list of 3 Linear）：里面的模块没有注册，所以 parameters()、优化器、state_dict() 和 .to() 都看不到它们。');
    expect(findingMessage(f, en)).toBe(f.message);
    expect(findingMessage({ rule: 'new-rule', message: 'unknown text' }, zh)).toBe('unknown text');
    expect(reasonText('not in any optimizer: its module is inside a plain list (bad.blocks)', zh)).toBe('不在任何优化器中：它所在的模块放在普通的 list 里（bad.blocks）');
    expect(reasonText('requires_grad=False: no gradient', zh)).toBe('requires_grad=False：没有梯度');
    expect(fixText('self.lin = ...  # move this line to __init__', zh)).toBe('self.lin = ...  # 把这一行移到 __init__ 里');
    expect(fixText('self.blocks = nn.ModuleList([...])', zh)).toBe('self.blocks = nn.ModuleList([...])');
  });
});

// The real engine (WASM, in this process) on every program the scope suite
// lists with findings: each message and each frozen reason it writes must
// match a template, so none reaches a Chinese reader in English.
const expected = JSON.parse(readFileSync(join(root, 'tests/scope/findings_expected.json'), 'utf8')).programs;
const built = existsSync(join(root, 'wasm-build/out/nnscope-base.mjs'));
describe.skipIf(!built)('finding texts of the real engine', () => {
  it('every message, reason and fix comment the engine writes has a template', async () => {
    const { createEngine } = await import('../../wasm-build/engine.mjs');
    const e = await createEngine({ variant: 'base', getBinary: async (v) => readFileSync(join(root, `wasm-build/out/nnscope-${v}.wasm`)) });
    const zh = (k, p) => translate('zh', k, p);
    const seen = new Set(), unmatched = [];
    for (const rel of Object.keys(expected)) {
      const file = rel.startsWith('corpus/') ? join(root, '..', 'shared', rel) : join(root, rel);
      if (!existsSync(file)) continue;
      const r = e.run(readFileSync(file, 'utf8'), { scene: true, onWrite: () => {} });
      const scene = r && r.scene ? (typeof r.scene === 'string' ? JSON.parse(r.scene) : r.scene) : null;
      if (!scene) continue;
      for (const f of scene.findings || []) {
        const hit = parseText(`find.${f.rule}.`, f.message);
        if (!hit) unmatched.push(`${rel}: ${f.rule}: ${f.message}`); else seen.add(hit.key);
        if (f.fix && /#/.test(f.fix) && fixText(f.fix, zh) === f.fix) unmatched.push(`${rel}: fix ${f.fix}`);
      }
      for (const s of scene.steps || []) for (const u of s.unchanged || []) {
        if (u.reason && !parseText('reason.', u.reason)) unmatched.push(`${rel}: reason ${u.reason}`);
      }
    }
    expect(unmatched).toEqual([]);
    expect(seen.size).toBeGreaterThan(8);
  }, 300000);
});
