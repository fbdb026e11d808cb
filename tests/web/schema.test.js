import { describe, it, expect } from 'vitest';
import { validator, fixture, fixtureNames } from './helpers.js';

const validate = validator();
const clone = (x) => JSON.parse(JSON.stringify(x));

describe('docs/scene.schema.json', () => {
  it('has fixtures to check', () => expect(fixtureNames.length).toBeGreaterThanOrEqual(5));
  for (const name of fixtureNames) {
    it(`fixture ${name} validates`, () => {
      const ok = validate(fixture(name));
      expect(validate.errors || []).toEqual([]);
      expect(ok).toBe(true);
    });
  }
  const base = fixture('registries');
  const bad = {
    'wrong version': (s) => { s.version = 2; },
    'wrong format': (s) => { s.format = 'scene'; },
    'unknown store': (s) => { s.modules.m1.attrs[0].store = '_stuff'; },
    'buffer without persistent': (s) => { delete s.modules.m1.attrs[2].persistent; },
    '__dict__ attr without kind': (s) => { delete s.modules.m1.attrs[4].kind; },
    'parameter attr pointing at a module': (s) => { s.modules.m2.attrs[0].ref = 'm1'; },
    'bad tensor id': (s) => { s.tensors.x1 = s.tensors.t1; },
    'unknown limit': (s) => { s.status.limit = 'time'; },
    'unknown finding rule': (s) => { s.findings[0].rule = 'made-up'; },
    'unknown hook kind': (s) => { s.calls[0].hooks[0].kind = 'post'; },
    'grid too large': (s) => { s.tensors.t1.values = { rows: 17, cols: 1, data: [] }; },
    'extra top-level key': (s) => { s.extra = 1; },
    'missing steps': (s) => { delete s.steps; },
    'call via something else': (s) => { s.calls[0].via = 'apply'; },
    'line 0': (s) => { s.modules.m1.attrs[0].line = 0; },
  };
  for (const [what, mutate] of Object.entries(bad)) {
    it(`rejects: ${what}`, () => {
      const s = clone(base);
      mutate(s);
      expect(validate(s)).toBe(false);
    });
  }
});
