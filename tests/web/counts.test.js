import { describe, it, expect } from 'vitest';
import { countModule, fmtCount, fmtBytes, fmtShort } from '../../web/src/lib/counts.js';
import { fixture } from './helpers.js';

describe('parameter counts (torchinfo-style)', () => {
  it('tied weights once, state_dict() twice; buffers apart; plain attributes outside', () => {
    const s = fixture('registries');
    const c = countModule(s, s.roots[0].ref);
    const tied = s.tensors.t1;
    const n = tied.shape.reduce((a, b) => a * b, 1);
    expect(c.params).toBe(n);                          // enc.weight is dec.weight: once
    expect(c.tied).toEqual(['t1']);
    const running = s.tensors.t2.shape.reduce((a, b) => a * b, 1);
    expect(c.buffers).toBe(running + s.tensors.t3.shape.reduce((a, b) => a * b, 1));
    expect(c.stateDict).toBe(2 * n + running);         // both keys; the non-persistent mask not
    expect(c.unregistered).toBe(s.tensors.t4.shape.reduce((a, b) => a * b, 1));
  });
  it('list-held blocks are not counted as parameters; frozen counted apart', () => {
    const s = fixture('half_registered');
    const c = countModule(s, s.roots[0].ref);
    expect(c.params).toBe(c.trainable + c.frozen);
    expect(c.unregistered).toBeGreaterThan(0);
    expect(c.paramBytes).toBe(4 * c.params);           // float32
  });
  it('formats', () => {
    expect(fmtCount(11689512)).toBe('11,689,512');
    expect(fmtShort(11689512)).toBe('12M');
    expect(fmtShort(1234)).toBe('1.2K');
    expect(fmtBytes(512)).toBe('512 B');
    expect(fmtBytes(46758048)).toBe('44.6 MB');
  });
});
