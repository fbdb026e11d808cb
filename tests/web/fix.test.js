import { describe, it, expect } from 'vitest';
import { applyFix } from '../../web/src/lib/fix.js';

const src = `import torch.nn as nn

class Net(nn.Module):
    def __init__(self):
        self.blocks = [nn.Linear(4, 4) for _ in range(3)]
        self.heads = {"a": nn.Linear(2, 2),
                      "b": nn.Linear(2, 2)}
        self.scale = torch.ones(3)

y = m.forward(x)
`;

describe('applyFix', () => {
  it('wraps a list literal', () => {
    const r = applyFix(src, { line: 5, path: 'blocks', fix: 'self.blocks = nn.ModuleList([...])' });
    expect(r.mode).toBe('wrap');
    expect(r.source.split('\n')[4]).toBe('        self.blocks = nn.ModuleList([nn.Linear(4, 4) for _ in range(3)])');
  });
  it('wraps a dict literal over two lines', () => {
    const r = applyFix(src, { line: 6, path: 'heads', fix: 'self.heads = nn.ModuleDict({...})' });
    const lines = r.source.split('\n');
    expect(lines[5]).toBe('        self.heads = nn.ModuleDict({"a": nn.Linear(2, 2),');
    expect(lines[6]).toBe('                      "b": nn.Linear(2, 2)})');
  });
  it('replaces an assignment of the same target', () => {
    const r = applyFix(src, { line: 8, path: 'scale', fix: 'self.register_buffer("scale", torch.ones(3))' });
    expect(r.mode).toBe('replace');
    expect(r.source.split('\n')[7]).toBe('        self.register_buffer("scale", torch.ones(3))');
  });
  it('replaces m.forward(x) by m(x)', () => {
    const r = applyFix(src, { line: 10, rule: 'forward-called-directly', path: '', fix: 'y = m(x)' });
    expect(r.source.split('\n')[9]).toBe('y = m(x)');
  });
  it('inserts super().__init__() after the def line with the body indentation', () => {
    const r = applyFix(src, { line: 4, fix: 'super().__init__()' });
    expect(r.mode).toBe('insert');
    const lines = r.source.split('\n');
    expect(lines[4]).toBe('        super().__init__()');
    expect(lines[5]).toBe('        self.blocks = [nn.Linear(4, 4) for _ in range(3)]');
    expect(r.line).toBe(5);
  });
  it('refuses what it cannot do', () => {
    expect(applyFix(src, { line: 99, fix: 'x' })).toBe(null);
    expect(applyFix(src, { line: 5, fix: null })).toBe(null);
    expect(applyFix(src, { line: 2, fix: 'use nn.ModuleList(...) here' })).toBe(null);
    // the line no longer mentions the attribute (code edited since the run)
    expect(applyFix(src, { line: 8, path: 'blocks', fix: 'self.blocks = nn.ModuleList([...])' })).toBe(null);
    expect(applyFix(src, { line: 5, rule: 'forward-called-directly', path: '', fix: 'y = m(x)' })).toBe(null);
    // not a header: nothing is inserted
    expect(applyFix(src, { line: 8, path: 'scale', fix: 'super().__init__()' })).toBe(null);
  });
});
