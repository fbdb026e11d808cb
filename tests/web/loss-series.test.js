import { describe, it, expect } from 'vitest';
import { backwardSeries } from '../../web/src/lib/scene.js';

// losses as docs/scene.md gives them: every backward() call, with its line
const scene = { losses: [{ line: 3, value: 2 }, { line: 4, value: 1 }, { line: 3, value: 1.5 }, { line: 4, value: null }, { line: 6, value: 0.5 }, { line: 7, value: 0.4 }] };
const source = 'import torch\nfor i in range(2):\n    loss_bad.backward()\n    (out ** 2).mean().backward()\n\nloss.backward(retain_graph=True)\nloss.backward()\n';

describe('backwardSeries', () => {
  it('one series per backward() line, named by the variable it was called on (none for an expression)', () => {
    expect(backwardSeries(scene, source)).toEqual([
      { line: 3, name: 'loss_bad', points: [{ x: 0, y: 2 }, { x: 2, y: 1.5 }] },
      { line: 4, name: null, points: [{ x: 1, y: 1 }, { x: 3, y: null }] },
      { line: 6, name: 'loss:6', points: [{ x: 4, y: 0.5 }] },
      { line: 7, name: 'loss:7', points: [{ x: 5, y: 0.4 }] },
    ]);
  });
  it('no source line: no name; no losses: no series', () => {
    expect(backwardSeries({ losses: [{ line: null, value: 1 }] }, '')).toEqual([{ line: null, name: null, points: [{ x: 0, y: 1 }] }]);
    expect(backwardSeries({}, source)).toEqual([]);
  });
});
