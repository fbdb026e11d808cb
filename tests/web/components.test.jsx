// @vitest-environment happy-dom
/** @jsxImportSource preact */
import { describe, it, expect, beforeAll } from 'vitest';
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { ModuleTree, Legend } from '../../web/src/components/ModuleTree.jsx';
import { WhoSees } from '../../web/src/components/WhoSees.jsx';
import { Inspector } from '../../web/src/components/Inspector.jsx';
import { Findings } from '../../web/src/components/Findings.jsx';
import { Hooks } from '../../web/src/components/Hooks.jsx';
import { Training } from '../../web/src/components/Training.jsx';
import { Console } from '../../web/src/components/Console.jsx';
import { Lessons } from '../../web/src/components/Lessons.jsx';
import { buildTree, neutralizeScene } from '../../web/src/lib/scene.js';
import { translate } from '../../web/src/lib/i18n.js';
import { fixture } from './helpers.js';

const t = (k, p) => translate('en', k, p);
beforeAll(() => {
  if (!globalThis.ResizeObserver) globalThis.ResizeObserver = class { observe() {} disconnect() {} };
});
function mount(vnode) {
  const el = document.createElement('div');
  document.body.appendChild(el);
  act(() => render(vnode, el));
  return el;
}
const noop = () => {};

describe('components render fixtures', () => {
  it('ModuleTree: every chip is labelled by its store (attribute and row label)', () => {
    const s = fixture('registries');
    const actions = [];
    const el = mount(<ModuleTree roots={buildTree(s)} collapsed={[]} selected={null} dispatch={(a) => actions.push(a)} t={t} />);
    const chip = (name) => el.querySelector(`.chip[data-name="${name}"]`);
    expect(chip('running').getAttribute('data-store')).toBe('_buffers');
    expect(chip('mask').getAttribute('data-store')).toBe('buffer_np');
    expect(chip('enc').getAttribute('data-store')).toBe('_modules');
    expect(chip('scale').getAttribute('data-store')).toBe('__dict__');
    expect(chip('scale').textContent).toContain('scale: tensor');
    expect(chip('mask').getAttribute('aria-label')).toContain('_buffers (non-persistent)');
    expect(el.querySelector('.chip[data-name="weight"]').textContent).toContain('weight ⇄');
    expect(el.querySelector('.chip[data-name="bias"]').textContent).toContain('bias: None');
    const labels = [...el.querySelectorAll('.row-label')].map((x) => x.textContent);
    expect(labels).toEqual(expect.arrayContaining(['_buffers', '_buffers (non-persistent)', '_modules', '__dict__', '_parameters']));
    act(() => chip('mask').dispatchEvent(new MouseEvent('click', { bubbles: true })));
    expect(actions).toContainEqual({ type: 'select', key: 'm1:mask' });
    // one tab stop, buttons by role
    expect(el.querySelectorAll('[tabindex="0"]').length).toBe(1);
    expect(el.querySelectorAll('.chip[role="button"]').length).toBe(el.querySelectorAll('.chip').length);
  });
  it('ModuleTree: keyboard arrows move focus, Enter selects, Left collapses', () => {
    const s = fixture('half_registered');
    const actions = [];
    const el = mount(<ModuleTree roots={buildTree(s)} collapsed={[]} selected={null} dispatch={(a) => actions.push(a)} t={t} />);
    const svg = el.querySelector('svg');
    const key = (k) => act(() => svg.dispatchEvent(new KeyboardEvent('keydown', { key: k, bubbles: true })));
    key('ArrowLeft');
    expect(actions[0].type).toBe('toggle');
    key('ArrowDown'); key('Enter');
    expect(actions.at(-1)).toEqual({ type: 'select', key: 'm1:stem' });
  });
  it('Legend names all five stores in text', () => {
    const el = mount(<Legend t={t} />);
    for (const s of ['_parameters', '_buffers', '_buffers (non-persistent)', '_modules', '__dict__']) expect(el.textContent).toContain(s);
  });
  it('WhoSees: one row per tensor/module, seen/missed in words', () => {
    const el = mount(<WhoSees scene={fixture('half_registered')} t={t} dispatch={noop} selected={null} />);
    const row = el.querySelector('tr[data-path="net.blocks[1].bias"]');
    expect(row.textContent).toContain('missed');
    expect(row.textContent).not.toContain('seen');
    expect(el.querySelector('tr[data-path="net.stem.weight"]').textContent).not.toContain('missed');
    expect(el.querySelectorAll('tbody tr').length).toBe(16);
    expect(el.querySelector('thead').textContent).toContain('SGD o1');
  });
  it('Inspector: tensor facts and shared paths', () => {
    const lines = [];
    const el = mount(<Inspector scene={fixture('registries')} selected="m3:weight" t={t} onLine={(l) => lines.push(l)} />);
    const text = el.textContent;
    expect(text).toContain('[3, 3]');
    expect(text).toContain('torch.float64');
    expect(text).toContain('enc.weight, dec.weight');
    expect(text).toContain('m.enc.weight');
    expect(text).toContain('m.dec.weight');
    act(() => el.querySelector('.link-btn').click());
    expect(lines).toEqual([9]);
  });
  it('Findings: linked to lines, fix preview and apply', () => {
    const src = 'import torch.nn as nn\n' + '\n'.repeat(7) + '        self.blocks = [nn.Linear(4, 4) for _ in range(3)]\n';
    const applied = [];
    const el = mount(<Findings scene={fixture('half_registered')} source={src} t={t} onLine={noop} onApply={(f) => applied.push(f)} />);
    const f = el.querySelector('.finding[data-rule="modules-in-list"]');
    expect(f.getAttribute('data-line')).toBe('9');
    expect(f.querySelector('pre').textContent).toBe('self.blocks = nn.ModuleList([nn.Linear(4, 4) for _ in range(3)])');
    act(() => f.querySelector('.fix button').click());
    expect(applied[0].line).toBe(9);
  });
  it('Hooks: m(x) beside m.forward(x)', () => {
    const el = mount(<Hooks scene={fixture('registries')} t={t} onLine={noop} />);
    expect(el.querySelectorAll('.call[data-via="forward"]').length).toBe(1);
    expect(el.textContent).toContain('forward_pre · log_shape');
    expect(el.textContent).toContain('hooks skipped');
  });
  it('Training: frozen with the reason, moving with a delta', () => {
    const el = mount(<Training scene={fixture('half_registered')} step={0} playing={false} dispatch={noop} t={t} />);
    expect(el.querySelectorAll('li[data-state="frozen"]').length).toBe(6);
    expect(el.querySelector('li[data-state="frozen"]').textContent).toContain('plain list');
    expect(el.querySelector('li[data-state="moving"]').textContent).toContain('changed by');
    expect(el.querySelectorAll('canvas.heatmap').length).toBe(10);
    expect(el.querySelector('.loss path.curve').getAttribute('d')).toMatch(/^M/);
  });
  it('Console and Lessons render', () => {
    const el = mount(<Console chunks={[{ stream: 1, text: 'out' }, { stream: 2, text: 'err' }]} label="c" />);
    expect(el.querySelector('.stderr').textContent).toBe('err');
    const l = mount(<Lessons lang="zh" t={(k, p) => translate('zh', k, p)} onLoad={noop} />);
    expect(l.querySelectorAll('details').length).toBeGreaterThanOrEqual(12);
  });
});

describe('XSS: hostile names render as text', () => {
  const scene = neutralizeScene(fixture('hostile'));
  const evil = '<img src=x onerror=alert(1)>';
  const views = {
    tree: () => <ModuleTree roots={buildTree(scene)} collapsed={[]} selected="m1:<img src=x onerror=alert(1)>" dispatch={noop} t={t} />,
    table: () => <WhoSees scene={scene} t={t} dispatch={noop} selected={null} />,
    inspector: () => <Inspector scene={scene} selected={`m1:${evil}`} t={t} onLine={noop} />,
    findings: () => <Findings scene={scene} source="x" t={t} onLine={noop} onApply={noop} />,
    console: () => <Console chunks={scene.output} label="c" />,
  };
  for (const [name, view] of Object.entries(views)) {
    it(`${name}`, () => {
      const el = mount(view());
      expect(el.querySelector('img')).toBe(null);
      expect(el.querySelector('script')).toBe(null);
      expect(el.querySelectorAll('svg svg').length).toBe(0);
      expect([...el.querySelectorAll('*')].some((n) => [...n.attributes].some((a) => a.name.startsWith('on')))).toBe(false);
      expect(el.textContent).toContain(evil);
      expect(el.textContent).not.toMatch(/[\u202a-\u202e]/);
    });
  }
  it('bidi controls are shown as escapes', () => {
    const el = mount(<ModuleTree roots={buildTree(scene)} collapsed={[]} selected={null} dispatch={noop} t={t} />);
    expect(el.textContent).toContain('safe⟨U+202E⟩gnp');
  });
});

describe('quiz mode (issue 16)', async () => {
  const { Quiz, QuizLock } = await import('../../web/src/components/Quiz.jsx');
  const scene = fixture('half_registered');
  it('Reveal all reports up; revealed shows every answer', () => {
    let n = 0;
    const el = mount(<Quiz scene={scene} t={t} lang="en" quizMode revealed={false} onRevealed={() => { n++; }} />);
    expect(el.querySelectorAll('.quiz-item.revealed').length).toBe(0);
    expect(el.querySelector('.quiz-mode').dataset.revealed).toBe('false');
    act(() => el.querySelector('.quiz-mode [data-action="reveal-all"]').click());
    expect(n).toBe(1);
    const el2 = mount(<Quiz scene={scene} t={t} lang="en" quizMode revealed onRevealed={() => {}} />);
    const items = el2.querySelectorAll('.quiz-item');
    expect(items.length).toBeGreaterThan(1);
    expect(el2.querySelectorAll('.quiz-item.revealed').length).toBe(items.length);
    expect(el2.querySelector('.quiz-mode').textContent).toContain(t('quiz.unlocked'));
  });
  it('revealing every item one by one ends the quiz too', () => {
    let n = 0;
    const el = mount(<Quiz scene={scene} t={t} lang="en" quizMode revealed={false} onRevealed={() => { n++; }} />);
    const btns = [...el.querySelectorAll('.quiz-item [data-action="reveal"]')];
    for (const b of btns.slice(0, -1)) act(() => b.click());
    expect(n).toBe(0);
    act(() => btns[btns.length - 1].click());
    expect(n).toBe(1);
  });
  it('a locked view says why, in both languages, and offers the quiz and Reveal all', () => {
    for (const lang of ['en', 'zh']) {
      const tl = (k, p) => translate(lang, k, p);
      let to = 0, rv = 0;
      const el = mount(<QuizLock view="tree" t={tl} onQuiz={() => { to++; }} onReveal={() => { rv++; }} />);
      expect(el.textContent).toContain(tl('quiz.locked.why'));
      if (lang === 'zh') expect(/[\u4e00-\u9fff]/.test(el.textContent)).toBe(true);
      act(() => el.querySelector('[data-action="to-quiz"]').click());
      act(() => el.querySelector('[data-action="reveal-all"]').click());
      expect([to, rv]).toEqual([1, 1]);
    }
  });
});
