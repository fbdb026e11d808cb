#!/usr/bin/env node
// run.mjs — end-to-end checks of the lab in Debian's Chromium (playwright-core).
// Builds nothing: run after `npm run build` (web/dist and wasm-build/out).
// Starts web/serve.mjs on a free port and prints "N passed, M failed".
//
// Groups (see tests/e2e/README.md):
//   ui        the real engine: run, console, Stop, share link, language, 360 px
//   fixtures  the real page with a stand-in worker that answers with the scene
//             fixtures of tests/web/fixtures (checks the views in a browser)
//   scene     the real engine must produce scenes (chips, training, findings);
//             these FAIL until core/scope lands, so test-all enables them then.
//   node tests/e2e/run.mjs [--group ui,fixtures,scene] [--only SUBSTR]   (default: ui,fixtures;
//   NNSCOPE_E2E_SCENE=1 adds scene)
import { spawn } from 'node:child_process';
import { readFileSync, mkdirSync, existsSync, copyFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { translate } from '../../web/src/lib/i18n.js';
import { startupScripts } from '../../web/page-size.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const shots = join(root, 'tests', 'e2e', 'screenshots');
mkdirSync(shots, { recursive: true });
const gi = process.argv.indexOf('--group');
const groups = gi >= 0 ? process.argv[gi + 1].split(',') : ['ui', 'fixtures', ...(process.env.NNSCOPE_E2E_SCENE === '1' ? ['scene'] : [])];

const oi = process.argv.indexOf('--only');
const only = oi >= 0 ? process.argv[oi + 1] : null;   // run only the checks whose name contains this

let passed = 0, failed = 0;
const results = [];
async function check(name, fn) {
  if (only && !name.includes(only)) return;
  const t0 = Date.now();
  try {
    await fn();
    passed++;
    results.push(`ok   ${name} (${Date.now() - t0} ms)`);
    console.log(`ok   ${name}`);
  } catch (e) {
    failed++;
    console.log(`FAIL ${name}: ${String(e && e.message || e).split('\n').slice(0, 6).join('\n     ')}`);
  }
}
function assert(c, msg) { if (!c) throw new Error(msg); }

// Reads of page state after a click, a key press or a dispatch must wait for
// the page to settle: the page applies many changes in effects that run after
// the event returns. `soon(get, ok, msg)` polls get() until ok(value) holds,
// and fails with msg(lastValue) after `timeout` ms. Every assertion about
// state the page changes goes through it, so a faster or slower browser
// cannot flip the result.
async function soon(get, ok, msg, timeout = 5000) {
  const t0 = Date.now();
  let v;
  for (;;) {
    try { v = await get(); } catch (e) { v = e; }
    if (!(v instanceof Error) && ok(v)) return v;
    if (Date.now() - t0 > timeout) throw new Error(typeof msg === 'function' ? msg(v) : msg);
    await new Promise((r) => setTimeout(r, 50));
  }
}
const editorDoc = (page) => page.evaluate(() => window.__nnscopeEditor.state.doc.toString());

if (!existsSync(join(root, 'web', 'dist', 'index.html'))) {
  console.log('FAIL web/dist is missing: run `npm run build:web` first');
  console.log('0 passed, 1 failed');
  process.exit(1);
}

// ---- server ----------------------------------------------------------------
const server = spawn(process.execPath, [join(root, 'web', 'serve.mjs'), '--port', '0'], { stdio: ['ignore', 'pipe', 'inherit'] });
const base = await new Promise((res, rej) => {
  let buf = '';
  const to = setTimeout(() => rej(new Error('server did not start')), 10000);
  server.stdout.on('data', (d) => { buf += d; const m = /http:\/\/127\.0\.0\.1:\d+\//.exec(buf); if (m) { clearTimeout(to); res(m[0]); } });
  server.on('exit', (c) => rej(new Error(`server exited ${c}`)));
});

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});

async function newPage({ width = 1280, height = 860, locale = 'en-US', worker } = {}) {
  const ctx = await browser.newContext({ viewport: { width, height }, locale, deviceScaleFactor: 1 });
  await ctx.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: base }).catch(() => {});
  const page = await ctx.newPage();
  page.on('pageerror', (e) => console.log(`     [pageerror] ${e.message}`));
  if (worker) await page.route(/\/assets\/worker-[^/]*\.js$/, (route) => route.fulfill({ contentType: 'text/javascript', body: worker }));
  return { ctx, page };
}

// A stand-in worker: answers every run with the given scene (test data only).
function fixtureWorker(scene) {
  return `const scene = ${JSON.stringify(scene)};
postMessage({ type: 'ready', variant: 'fixture', scenes: true });
onmessage = (ev) => { const m = ev.data; if (m.type !== 'run') return;
  for (const o of scene.output) postMessage({ type: 'out', id: m.id, stream: o.stream, text: o.text });
  postMessage({ type: 'done', id: m.id, status: scene.status.exit, scene }); };`;
}
const fixture = (name) => JSON.parse(readFileSync(join(root, 'tests', 'web', 'fixtures', `${name}.json`), 'utf8'));

async function setCode(page, code) {
  await page.evaluate((c) => { const v = window.__nnscopeEditor; v.dispatch({ changes: { from: 0, to: v.state.doc.length, insert: c } }); }, code);
}
// The engine is ready and the editor complete: its extras (the Python
// language, bracket closing, completion, search) are a chunk fetched after the
// first paint, and keys typed while it lands could meet two setups.
async function ready(page) {
  await page.waitForSelector('.engine[data-state="ready"]', { timeout: 30000 });
  await page.waitForFunction(() => !document.querySelector('.editor-wrap') || document.querySelector('.editor-wrap[data-extras="ready"]'), null, { timeout: 30000 });
}
async function runAndWait(page) {
  await page.click('button.run');
  await page.waitForFunction(() => !document.querySelector('button.stop') || document.querySelector('button.stop').disabled, null, { timeout: 30000 });
}
const consoleText = (page) => page.textContent('.console');
const noHScroll = (page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1);

// ---- group ui: the real engine ----------------------------------------------
if (groups.includes('ui')) {
  await check('ui: run a program, console shows stdout and stderr', async () => {
    const { ctx, page } = await newPage();
    await page.goto(base);
    await ready(page);
    await setCode(page, 'print("hello", 6 * 7)\nfor i in range(2):\n    print(i)\nx = 1 / 0\n');
    await runAndWait(page);
    await soon(() => consoleText(page), (t) => t.includes('hello 42\n0\n1\n'), (t) => `stdout missing: ${JSON.stringify(t)}`);
    await soon(() => consoleText(page), (t) => t.includes('ZeroDivisionError: division by zero'), 'stderr missing');
    await soon(() => page.$('.cm-error-line[data-error-line="4"]'), Boolean, 'line 4 not marked as the error line');
    await page.screenshot({ path: join(shots, 'ui-run-error.png') });
    await ctx.close();
  });

  await check('ui: transfer size of the first view (precompressed assets)', async () => {
    const { ctx, page } = await newPage({ width: 1440, height: 900 });
    const seen = [];
    page.on('requestfinished', (rq) => seen.push(rq));
    await page.goto(base);
    await soon(() => page.$('button.run'), Boolean, 'no Run button before the engine');
    await ready(page);
    await soon(async () => seen.filter((rq) => rq.url().endsWith('.wasm')).length, (n) => n > 0, 'the engine request never finished');
    let wire = 0, decoded = 0;
    const enc = [];
    for (const rq of seen) {
      const r = await rq.response();
      if (!r) continue;
      const sz = await rq.sizes();
      const h = await r.allHeaders();
      wire += sz.responseBodySize + sz.responseHeadersSize;
      decoded += (await r.body().catch(() => Buffer.alloc(0))).length;
      enc.push(`${rq.url().split('/').pop() || 'index.html'}:${h['content-encoding'] || 'identity'}`);
    }
    console.log(`     first view + engine: ${wire} bytes on the wire, ${decoded} bytes decoded (${enc.join(' ')})`);
    assert(enc.some((x) => /\.wasm:(br|gzip)$/.test(x)), `the engine was not sent compressed: ${enc.join(' ')}`);
    assert(wire < decoded * 0.6, `sent ${wire} bytes for ${decoded}: not compressed`);
    await ctx.close();
  });

  await check('ui: a library module outside the engine is fetched on its first import only', async () => {
    const { ctx, page } = await newPage();
    const libRequests = [];
    page.on('requestfinished', (rq) => { if (/nnscope-lib[^/]*\.json$/.test(rq.url())) libRequests.push(rq.url()); });
    await page.goto(base);
    await ready(page);
    await setCode(page, 'import torch\nprint(torch.ones(2).sum().item())\n');
    await runAndWait(page);
    await soon(() => consoleText(page), (t) => t.includes('2.0\n'), (t) => `stdout missing: ${JSON.stringify(t)}`);
    assert(libRequests.length === 0, `import torch fetched the library file: ${libRequests.join(' ')}`);
    await setCode(page, 'import dataclasses, fractions\n@dataclasses.dataclass\nclass P:\n    x: int\nprint(P(3), fractions.Fraction(6, 4))\n');
    await runAndWait(page);
    await soon(() => consoleText(page), (t) => t.includes('P(x=3) 3/2\n'), (t) => `stdout missing: ${JSON.stringify(t)}`);
    assert(libRequests.length === 1, `library file requests: ${libRequests.length}`);
    await ctx.close();
  });

  await check('ui: Ctrl+Enter runs; the draft is saved before the run', async () => {
    const { ctx, page } = await newPage();
    await page.goto(base);
    await ready(page);
    await setCode(page, 'print("via keyboard")\n');
    await page.click('.cm-content');
    await page.keyboard.press('Control+Enter');
    await page.waitForFunction(() => document.querySelector('.console').textContent.includes('via keyboard'), null, { timeout: 20000 });
    await soon(() => page.evaluate(() => localStorage.getItem('nnscope.draft.v1')), (v) => v === 'print("via keyboard")\n', (v) => `draft not saved: ${v}`);
    await page.reload();
    await ready(page);
    await soon(() => editorDoc(page), (d) => d === 'print("via keyboard")\n', 'draft not restored after reload');
    await ctx.close();
  });

  await check('ui: Stop during `while True: pass` ends the run; a fresh engine runs next', async () => {
    const { ctx, page } = await newPage();
    await page.goto(base);
    await ready(page);
    await setCode(page, 'print("spinning")\nwhile True:\n    pass\n');
    await page.click('button.run');
    await page.waitForFunction(() => document.querySelector('.console').textContent.includes('spinning'), null, { timeout: 20000 });
    const t0 = Date.now();
    await page.click('button.stop');
    // No timing is asserted (shared, noisy machines); Stop must take effect.
    await page.waitForFunction(() => document.querySelector('button.stop').disabled && document.querySelector('.console').textContent.includes('[stopped]'), null, { timeout: 10000 });
    console.log(`     stop took ${Date.now() - t0} ms`);
    await ready(page);
    await setCode(page, 'print("again")\n');
    await runAndWait(page);
    await soon(() => consoleText(page), (t) => t.includes('again'), 'the fresh engine did not run');
    await ctx.close();
  });

  await check('ui: share link round trip (and the saved draft is not overwritten without asking)', async () => {
    const { ctx, page } = await newPage();
    await page.goto(base);
    await ready(page);
    const code = 'print("shared 你好")\n# <img src=x onerror=alert(1)>\n';
    await setCode(page, code);
    await page.click('header button:has-text("Share")');
    const url = await soon(() => page.inputValue('.share-url', { timeout: 500 }), (u) => /#s=v1\.[A-Za-z0-9_-]+$/.test(u), (u) => `bad link ${u}`);
    await setCode(page, 'print("my own draft")\n');
    await page.waitForTimeout(600);
    const page2 = await ctx.newPage();
    await page2.goto(url);
    await ready(page2);
    await page2.waitForSelector('[role="alertdialog"]');
    let doc = await page2.evaluate(() => window.__nnscopeEditor.state.doc.toString());
    assert(doc === 'print("my own draft")\n', 'draft replaced without asking');
    await page2.screenshot({ path: join(shots, 'ui-share-ask.png') });
    await page2.click('[data-action="accept"]');
    await soon(() => editorDoc(page2), (d) => d === code, 'shared code not loaded');
    await runAndWait(page2);
    await soon(() => consoleText(page2), (t) => t.includes('shared 你好'), 'shared program did not run');
    await ctx.close();
  });

  await check('ui: a full storage shows a visible message (QuotaExceededError)', async () => {
    const { ctx, page } = await newPage();
    await page.addInitScript(() => {
      const orig = Storage.prototype.setItem;
      Storage.prototype.setItem = function (k, v) {
        if (k === 'nnscope.draft.v1' && String(v).includes('FULL')) throw new DOMException('quota', 'QuotaExceededError');
        return orig.call(this, k, v);
      };
    });
    await page.goto(base);
    await ready(page);
    await setCode(page, 'print("FULL")\n');
    await runAndWait(page);
    const banner = await page.waitForSelector('.banner.error', { timeout: 3000 });
    await soon(() => banner.textContent(), (t) => t.includes('storage'), 'no quota message');
    await soon(() => consoleText(page), (t) => t.includes('FULL'), 'the run did not happen');
    await ctx.close();
  });

  await check('ui: broken share links give clear messages', async () => {
    const { ctx, page } = await newPage();
    await page.goto(`${base}#s=v9.AAAA`);
    await page.waitForSelector('.banner.error');
    await soon(() => page.textContent('.banner.error'), (t) => t.includes('v9'), 'wrong-version message');
    await page.goto(`${base}#s=v1.q1Y`);
    await page.reload();
    await page.waitForSelector('.banner.error');
    await soon(() => page.textContent('.banner.error'), (t) => /truncated|corrupted|damaged/.test(t), (t) => `message: ${t}`);
    await ctx.close();
  });

  await check('ui: language switch (remembered) and navigator.language', async () => {
    const { ctx, page } = await newPage({ locale: 'zh-CN' });
    await page.goto(base);
    await ready(page);
    await soon(() => page.textContent('button.run'), (t) => t.includes('运行'), 'zh not picked from navigator.language');
    await page.click('header button.lang');
    await soon(() => page.textContent('button.run'), (t) => t.includes('Run'), 'switch to en failed');
    await page.reload();
    await ready(page);
    await soon(() => page.textContent('button.run'), (t) => t.includes('Run'), 'choice not remembered');
    await page.click('header button.lang');
    await page.click('[role="tab"]#tab-lessons');
    await page.screenshot({ path: join(shots, 'ui-zh-lessons.png') });
    await ctx.close();
  });

  await check('ui: 360 px wide: panels stack, no horizontal scroll', async () => {
    const { ctx, page } = await newPage({ width: 360, height: 780 });
    await page.goto(base);
    await ready(page);
    await setCode(page, 'print("narrow")\n');
    await runAndWait(page);
    await soon(() => noHScroll(page), Boolean, 'horizontal overflow at 360 px');
    await page.screenshot({ path: join(shots, 'ui-360.png'), fullPage: true });
    await ctx.close();
  });

  await check('ui: honest messages: a silent program, a recursion the browser stack cannot hold', async () => {
    const { ctx, page } = await newPage();
    await page.goto(base);
    await ready(page);
    await soon(() => page.textContent('.console'), (t) => t.includes('Press Run'), 'no first-visit hint');
    await setCode(page, 'x = 1 + 1\n');
    await runAndWait(page);
    await soon(() => page.textContent('.console'), (t) => t.includes('printed nothing') && !t.includes('Press Run'), (t) => `console: ${t}`);
    // deeper than any browser's stack would hold as C frames: Python calls
    // run inline in the VM loop since session 10, so the run reaches its
    // recursion limit as CPython does; either way it stops and the page says why
    await setCode(page, 'import sys\nsys.setrecursionlimit(100000)\ndef f(n):\n    return f(n + 1)\nprint("start")\nf(0)\n');
    await runAndWait(page);
    await soon(() => consoleText(page), (t) => t.includes('start') && t.includes('RecursionError'), (t) => `console: ${t}`, 20000);
    const note = await soon(() => page.textContent('.note', { timeout: 500 }), (t) => /RecursionError|recursion limit/.test(t), (t) => `note: ${t}`);
    assert(!/does not record scenes/.test(note), `misleading note: ${note}`);
    await page.screenshot({ path: join(shots, 'ui-recursion-note.png') });
    // a caught RecursionError within the limit keeps the scene. The limit is
    // 400: Chromium's worker stack holds about 1,000 Python frames of this
    // engine, fewer than CPython's default limit of 1,000 needs (issue 15,
    // open: at the default limit this recursion ends the run uncaught).
    await ready(page);
    await setCode(page, 'import sys\nimport torch.nn as nn\nsys.setrecursionlimit(400)\ndef f(n):\n    return f(n + 1)\ntry:\n    f(0)\nexcept RecursionError as e:\n    print("caught", e)\nm = nn.Linear(2, 2)\n');
    await runAndWait(page);
    await soon(() => consoleText(page), (t) => t.includes('caught maximum recursion depth exceeded'), (t) => `console: ${t}`);
    await soon(() => page.$('svg.tree'), Boolean, 'no tree after a caught RecursionError');
    await ctx.close();
  });

  await check('ui: engine without scenes shows the console and a note', async () => {
    const { ctx, page } = await newPage();
    await page.goto(base);
    await ready(page);
    await setCode(page, 'print(1)\n');
    await runAndWait(page);
    // Either the engine records scenes (no note, a tree) or the note says so.
    await soon(() => page.evaluate(() => !!document.querySelector('.note, svg.tree, .empty')), Boolean, 'neither a scene nor the note');
    await page.screenshot({ path: join(shots, 'ui-no-scene.png') });
    await ctx.close();
  });
}

// ---- group fixtures: the views, fed by a stand-in worker --------------------
if (groups.includes('fixtures')) {
  // A 40-line program typed with real key events. The lines end in a digit or
  // a closing bracket so that the editor's completion popup never takes an
  // Enter, and they have no indentation (the editor indents by itself).
  const typedProgram = Array.from({ length: 40 }, (_, i) => (i % 4 === 3 ? `print(v${i - 1}, "${i}")` : i % 4 === 2 ? `v${i} = [${i}, 1]` : `v${i} = ${i} + 1`)).join('\n') + '\n';
  // Is the page still answering? (a frozen tab never resolves evaluate)
  const responsive = (page) => Promise.race([page.evaluate(() => new Promise((r) => requestAnimationFrame(() => r(true)))),
    new Promise((r) => setTimeout(() => r(false), 3000))]);
  // The document must stay put: sampled five times over half a second.
  async function steadyDoc(page, want) {
    for (let i = 0; i < 5; i++) {
      const d = await editorDoc(page);
      assert(d === want, `document changed after the edits settled (${d.length} chars, want ${want.length})`);
      await page.waitForTimeout(100);
    }
  }
  for (const delay of [5, 10]) {
    await check(`editor: typing 40 lines at ${delay} ms per key keeps every key, the page responsive, the draft equal`, async () => {
      const { ctx, page } = await newPage({ worker: fixtureWorker(fixture('half_registered')) });
      await page.goto(base);
      await ready(page);
      await runAndWait(page);                 // a drawn tree makes every render heavier
      await page.waitForSelector('svg.tree');
      await setCode(page, '');
      await soon(() => editorDoc(page), (d) => d === '', 'editor not cleared');
      await page.click('.cm-content');
      const t0 = Date.now();
      await page.keyboard.type(typedProgram, { delay });
      const typedMs = Date.now() - t0;
      assert(await responsive(page), 'the page stopped answering after fast typing');
      await soon(() => editorDoc(page), (d) => d === typedProgram, (d) => `document differs from what was typed: ${JSON.stringify(String(d).slice(0, 200))}`);
      await steadyDoc(page, typedProgram);
      await soon(() => page.evaluate(() => localStorage.getItem('nnscope.draft.v1')), (v) => v === typedProgram, 'autosaved draft differs from the document');
      console.log(`     typed ${typedProgram.length} keys in ${typedMs} ms`);
      await ctx.close();
    });
  }

  await check('editor: two inserts separated by setTimeout(0) both land, no ping-pong', async () => {
    const { ctx, page } = await newPage({ worker: fixtureWorker(fixture('half_registered')) });
    await page.goto(base);
    await ready(page);
    await setCode(page, 'x = 1\n');
    await soon(() => editorDoc(page), (d) => d === 'x = 1\n', 'setup');
    await page.evaluate(() => new Promise((res) => {
      const v = window.__nnscopeEditor;
      v.dispatch({ changes: { from: v.state.doc.length, insert: 'a = 2\n' } });
      setTimeout(() => { v.dispatch({ changes: { from: v.state.doc.length, insert: 'b = 3\n' } }); res(); }, 0);
    }));
    // and three more, one per microtask, within the same frame
    await page.evaluate(() => { const v = window.__nnscopeEditor; for (const l of ['c = 4\n', 'd = 5\n']) queueMicrotask(() => v.dispatch({ changes: { from: v.state.doc.length, insert: l } })); });
    const want = 'x = 1\na = 2\nb = 3\nc = 4\nd = 5\n';
    assert(await responsive(page), 'the page stopped answering after two quick inserts');
    await soon(() => editorDoc(page), (d) => d === want, (d) => `document ${JSON.stringify(d)}`);
    await steadyDoc(page, want);
    await soon(() => page.evaluate(() => localStorage.getItem('nnscope.draft.v1')), (v) => v === want, (v) => `draft ${JSON.stringify(v)}`);
    // the store follows the editor: Run sends what the editor shows
    await runAndWait(page);
    assert(await responsive(page), 'not responsive after the run');
    await ctx.close();
  });

  await check('fixtures: tree chips labelled by store; legend; inspector; jump to line', async () => {
    const { ctx, page } = await newPage({ worker: fixtureWorker(fixture('half_registered')) });
    await page.goto(base);
    await ready(page);
    await setCode(page, readFileSync(join(root, 'tests', 'py', 'lessons', 'lesson_15_half_registered_blocks.py'), 'utf8'));
    await runAndWait(page);
    await page.waitForSelector('svg.tree');
    const chipStore = () => page.$eval('svg.tree .chip[data-name="blocks"]', (e) => e.getAttribute('data-store'));
    await soon(chipStore, (s) => s === '__dict__', (s) => `blocks chip not in __dict__ (${s})`);
    await soon(() => page.$$eval('svg.tree .row-label', (els) => els.map((e) => e.textContent)),
      (l) => l.includes('__dict__') && l.includes('_modules') && l.includes('_parameters'), (l) => `row labels ${l}`);
    await page.click('svg.tree .chip[data-name="blocks"]');
    await page.waitForSelector('.inspector h3');
    await soon(() => page.textContent('.inspector'), (t) => t.includes('list of 3 Linear'), 'inspector summary');
    await page.screenshot({ path: join(shots, 'fixture-tree.png') });
    await page.click('.inspector .link-btn');
    // The page moves the selection in an effect after the click returns.
    await soon(() => page.evaluate(() => window.__nnscopeEditor.state.doc.lineAt(window.__nnscopeEditor.state.selection.main.head).number),
      (n) => n === 9, (n) => `jumped to ${n}`);
    // keyboard: focus the tree, arrow down to a chip, Enter selects
    await page.focus('svg.tree .node-head');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await soon(() => page.$('svg.tree .chip.selected'), Boolean, 'keyboard selection failed');
    await ctx.close();
  });

  await check('fixtures: who-sees-what table, training view frozen weights, findings apply fix', async () => {
    const { ctx, page } = await newPage({ worker: fixtureWorker(fixture('half_registered')) });
    await page.goto(base);
    await ready(page);
    const code = readFileSync(join(root, 'tests', 'py', 'lessons', 'lesson_15_half_registered_blocks.py'), 'utf8');
    await setCode(page, code);
    await runAndWait(page);
    await page.click('#tab-table');
    await soon(() => page.textContent('tr[data-path="net.blocks[0].weight"]', { timeout: 500 }), (t) => t.includes('missed'), 'table row for blocks[0].weight');
    await page.screenshot({ path: join(shots, 'fixture-table.png') });
    await page.click('#tab-training');
    await page.waitForSelector('.tensor-list li');
    await soon(() => page.evaluate(() => [document.querySelectorAll('.tensor-list li[data-state="frozen"]').length, document.querySelectorAll('.tensor-list li[data-state="moving"]').length]),
      ([f, m]) => f === 6 && m === 4, ([f, m]) => `frozen ${f}, moving ${m}`);
    await page.fill('.scrub input', '2').catch(async () => { await page.$eval('.scrub input', (el) => { el.value = '2'; el.dispatchEvent(new Event('input', { bubbles: true })); }); });
    await soon(() => page.textContent('.step-label'), (t) => t.includes('3'), 'scrub did not move');
    await page.screenshot({ path: join(shots, 'fixture-training.png') });
    await page.click('#tab-findings');
    await page.waitForSelector('.finding[data-rule="modules-in-list"]');
    await page.click('.finding[data-rule="modules-in-list"] .fix button');
    await soon(() => editorDoc(page), (d) => d.split('\n')[8].trim() === 'self.blocks = nn.ModuleList([nn.Linear(4, 4) for _ in range(3)])', (d) => `fix: ${d.split('\n')[8]}`);
    await page.screenshot({ path: join(shots, 'fixture-findings.png') });
    await ctx.close();
  });

  await check('fixtures: after an edit everything shown is marked as the last run; Apply fix runs again', async () => {
    const { ctx, page } = await newPage({ worker: fixtureWorker(fixture('half_registered')) });
    await page.goto(base);
    await ready(page);
    await setCode(page, readFileSync(join(root, 'tests', 'py', 'lessons', 'lesson_15_half_registered_blocks.py'), 'utf8'));
    await runAndWait(page);
    await page.waitForSelector('svg.tree');
    const staleNow = () => page.evaluate(() => [document.querySelector('#results').dataset.stale, document.querySelector('.pane.out').dataset.stale, !!document.querySelector('.stale-note')].join());
    await soon(staleNow, (v) => v === 'false,false,false', (v) => `fresh run marked stale: ${v}`);
    await page.click('.cm-content');
    await page.keyboard.press('Control+End');
    await page.keyboard.type('# edited\n', { delay: 10 });
    await soon(staleNow, (v) => v === 'true,true,true', (v) => `edit not marked: ${v}`);
    await soon(() => page.textContent('.stale-note'), (t) => t.includes('last run'), 'stale note text');
    await page.screenshot({ path: join(shots, 'fixture-stale.png') });
    await page.click('.stale-note button');
    await soon(staleNow, (v) => v === 'false,false,false', (v) => `Run again did not clear the mark: ${v}`);
    // Apply fix changes the code and runs it again: no outdated finding stays
    await page.click('#tab-findings');
    await page.waitForSelector('.finding[data-rule="modules-in-list"] .fix button');
    await page.click('.finding[data-rule="modules-in-list"] .fix button');
    await soon(() => editorDoc(page), (d) => d.includes('nn.ModuleList('), 'fix not applied');
    // (the stand-in worker answers with the same scene; the real engine's answer is checked in the scene group)
    await soon(staleNow, (v) => v === 'false,false,false', (v) => `not run again after Apply fix: ${v}`);
    await ctx.close();
  });

  await check('fixtures: parameter counts per model and per module, tied once, state_dict twice', async () => {
    for (const lang of ['en', 'zh']) {
      const { ctx, page } = await newPage({ worker: fixtureWorker(fixture('registries')), locale: lang === 'zh' ? 'zh-CN' : 'en-US' });
      await page.goto(base);
      await ready(page);
      await runAndWait(page);
      await page.waitForSelector('table.counts tr[data-root]');
      const row = await soon(() => page.$eval('table.counts tr[data-root="m"]', (e) => ({ ...e.dataset })), (d) => d.params === '9',
        (d) => `counts row ${JSON.stringify(d)}`);
      assert(row.trainable === '9' && row.stateDict === '21' && row.buffers === '6', `counts ${JSON.stringify(row)}`);
      await soon(() => page.textContent('.counts-wrap [data-note="tied"]'), (t) => (lang === 'zh' ? t.includes('state_dict()') && /共享/.test(t) : t.includes('holds 21 values, 12 without the repeats')), (t) => `tied note: ${t}`);
      await soon(() => page.$$eval('svg.tree .node-head text.head', (els) => els.map((e) => e.textContent).join('|')),
        (t) => (lang === 'zh' ? t.includes('9 个参数') : t.includes('9 params')), (t) => `headers: ${t}`);
      await page.screenshot({ path: join(shots, `fixture-counts-${lang}.png`) });
      await ctx.close();
    }
  });

  await check('fixtures: hooks view, registries, SVG export', async () => {
    const { ctx, page } = await newPage({ worker: fixtureWorker(fixture('registries')) });
    await page.goto(base);
    await ready(page);
    await runAndWait(page);
    await page.waitForSelector('svg.tree');
    await soon(() => page.$eval('svg.tree .chip[data-name="mask"]', (e) => e.getAttribute('data-store')), (s) => s === 'buffer_np', 'non-persistent buffer chip');
    await page.screenshot({ path: join(shots, 'fixture-registries.png') });
    const [dl] = await Promise.all([page.waitForEvent('download'), page.click('text=Download tree as SVG')]);
    const svgText = readFileSync(await dl.path(), 'utf8');
    assert(svgText.startsWith('<svg') && svgText.includes('_buffers (non-persistent)'), 'svg export');
    await page.click('#tab-hooks');
    await soon(() => page.$('.call[data-via="forward"]'), Boolean, 'forward call shown');
    await page.screenshot({ path: join(shots, 'fixture-hooks.png') });
    await ctx.close();
  });

  await check('fixtures: hostile names render as text; error scene still shown', async () => {
    const { ctx, page } = await newPage({ worker: fixtureWorker(fixture('hostile')) });
    let dialogs = 0;
    page.on('dialog', (d) => { dialogs++; d.dismiss(); });
    await page.goto(base);
    await ready(page);
    await runAndWait(page);
    await page.waitForSelector('svg.tree');
    for (const tab of ['table', 'findings', 'tree']) await page.click(`#tab-${tab}`);
    await page.click('svg.tree .chip');
    assert(!(await page.$('img[src="x"]')) && !(await page.$('main script')) && !(await page.$('svg svg')), 'markup from a name reached the DOM');
    assert(dialogs === 0, 'a dialog opened');
    await soon(() => page.textContent('svg.tree'), (t) => t.includes('<img src=x'), 'name not shown as text');
    await page.screenshot({ path: join(shots, 'fixture-hostile.png') });
    await ctx.close();
    const b = await newPage({ worker: fixtureWorker(fixture('error_partial')) });
    await b.page.goto(base);
    await ready(b.page);
    await runAndWait(b.page);
    await b.page.waitForSelector('svg.tree');
    await soon(() => b.page.textContent('.note.warn', { timeout: 500 }), (t) => t.includes('AttributeError'), 'partial note');
    await soon(() => b.page.$('.cm-error-line[data-error-line="6"]'), Boolean, 'error line from scene.status.error.line');
    await b.page.screenshot({ path: join(shots, 'fixture-error.png') });
    await b.ctx.close();
  });

  await check('fixtures: embed mode (read-only, chosen panels, open in full lab)', async () => {
    const share = await (async () => {
      const { ctx, page } = await newPage();
      await page.goto(base);
      const v = await page.evaluate(async () => {
        const cs = new CompressionStream('deflate-raw');
        const w = cs.writable.getWriter();
        w.write(new TextEncoder().encode(JSON.stringify({ v: 1, code: 'print("embedded")\n', engine: '0.1.0', flags: {} }))); w.close();
        const b = new Uint8Array(await new Response(cs.readable).arrayBuffer());
        return 'v1.' + btoa(String.fromCharCode(...b)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
      });
      await ctx.close();
      return v;
    })();
    const { ctx, page } = await newPage({ width: 720, height: 600, worker: fixtureWorker(fixture('half_registered')) });
    await page.goto(`${base}#embed&panels=tree,training,code&step=1&s=${share}`);
    await page.waitForSelector('svg.tree', { timeout: 20000 });
    assert(!(await page.$('.console')), 'console shown though not asked for');
    await soon(() => page.$('.ro-badge'), Boolean, 'not read-only');
    await soon(() => page.getAttribute('a.btn:has-text("Open in the full lab")', 'href', { timeout: 500 }),
      (h) => h && h.includes(`s=${share}`) && !h.includes('embed'), (h) => `full-lab link ${h}`);
    await page.click('#tab-training');
    await soon(() => page.textContent('.step-label', { timeout: 500 }), (t) => t.includes('2'), 'starting step not applied');
    await page.screenshot({ path: join(shots, 'fixture-embed.png') });
    await ctx.close();
  });

  // ---- lab: issue 15 points 6 and 9, issue 16 PNG export --------------------
  const tr = (lang) => (k, p) => translate(lang, k, p);
  const lesson15 = readFileSync(join(root, 'tests', 'py', 'lessons', 'lesson_15_half_registered_blocks.py'), 'utf8');
  // Is the element fully inside the viewport (where the eye is)?
  const inView = (page, sel) => page.$eval(sel, (e) => { const r = e.getBoundingClientRect(); return r.height > 40 && r.top >= -1 && r.bottom <= innerHeight + 1 && r.left >= -1 && r.right <= innerWidth + 1 && getComputedStyle(e).display !== 'none'; });
  const focusIn = (page) => page.evaluate(() => { const a = document.activeElement; return a ? (a.closest('.details') ? 'details' : a.classList.contains('chip') ? `chip:${a.dataset.name}` : a.tagName) : null; });

  await check('details: Enter on a chip opens Details in sight, focus moves there, Escape gives it back (en, zh; 1440x900, 360x780)', async () => {
    for (const [lang, width, height] of [['en', 1440, 900], ['zh', 1440, 900], ['en', 360, 780], ['zh', 360, 780]]) {
      const t = tr(lang);
      const { ctx, page } = await newPage({ width, height, locale: lang === 'zh' ? 'zh-CN' : 'en-US', worker: fixtureWorker(fixture('half_registered')) });
      await page.goto(base);
      await ready(page);
      await setCode(page, lesson15);
      await runAndWait(page);
      await page.waitForSelector('svg.tree .chip');
      // nothing selected: at 360 no sheet covers the tree
      if (width < 500) assert(await page.$eval('.details', (e) => getComputedStyle(e).display === 'none'), `${lang} ${width}: an empty sheet is shown`);
      await page.focus('svg.tree .node-head');
      let where = '';
      for (let i = 0; i < 8 && !where.startsWith('chip:'); i++) { await page.keyboard.press('ArrowDown'); where = await focusIn(page); }
      assert(where.startsWith('chip:'), `${lang} ${width}: arrow keys reached no chip (${where})`);
      await page.keyboard.press('Enter');
      await soon(() => focusIn(page), (f) => f === 'details', (f) => `${lang} ${width}: focus did not move to the details (${f})`);
      await soon(() => inView(page, '.details .pane.inspect'), Boolean, `${lang} ${width}: the details are out of sight`);
      await soon(() => page.textContent('.details h2'), (x) => x.includes(t('insp.title')), (x) => `${lang}: heading ${x}`);
      await soon(() => page.textContent('.details .inspector h3'), (x) => x === where.slice(5), (x) => `${lang} ${width}: details of ${x}, not ${where}`);
      assert(await noHScroll(page), `${lang} ${width}: sideways scroll with the details open`);
      await page.screenshot({ path: join(shots, `lab-details-${lang}-${width}.png`) });
      await page.keyboard.press('Escape');
      await soon(() => focusIn(page), (f) => f === where, (f) => `${lang} ${width}: Escape left the focus on ${f}, not ${where}`);
      if (width < 500) await soon(() => page.$eval('.details', (e) => getComputedStyle(e).display), (d) => d === 'none', `${lang} ${width}: the sheet stayed open after Escape`);
      // a mouse click shows the details in sight too (the old bug: nothing seemed to happen)
      await page.click('svg.tree .chip[data-name="blocks"]');
      await soon(() => inView(page, '.details .pane.inspect'), Boolean, `${lang} ${width}: details out of sight after a click`);
      await soon(() => page.textContent('.details .inspector h3'), (x) => x === 'blocks', (x) => `${lang}: clicked blocks, details of ${x}`);
      if (width < 500) await page.screenshot({ path: join(shots, `lab-details-click-${lang}-${width}.png`) });
      // the close button works from the keyboard too
      await page.focus('.details-close');
      await page.keyboard.press('Enter');
      await soon(() => focusIn(page), (f) => f === 'chip:blocks', (f) => `${lang} ${width}: Close left the focus on ${f}`);
      await ctx.close();
    }
  });

  await check('share: the link carries view, step and selection; opening it runs and lands there (en 1440, zh 360)', async () => {
    for (const [lang, width, height] of [['en', 1440, 900], ['zh', 360, 780]]) {
      const t = tr(lang);
      const opts = { width, height, locale: lang === 'zh' ? 'zh-CN' : 'en-US', worker: fixtureWorker(fixture('half_registered')) };
      const { ctx, page } = await newPage(opts);
      await page.goto(base);
      await ready(page);
      await setCode(page, lesson15);
      await runAndWait(page);
      await page.click('svg.tree .chip[data-name="blocks"]');
      await page.keyboard.press('Escape');
      await page.click('#tab-training');
      await page.focus('.scrub input');
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('ArrowRight');
      await soon(() => page.textContent('.step-label'), (x) => x.includes(t('train.step', { i: 3, n: 4 })), (x) => `scrub: ${x}`);
      await page.click(`header button:has-text("${t('btn.share')}")`);
      const url = await soon(() => page.inputValue('.share-url', { timeout: 500 }), (u) => /#s=v1\.[A-Za-z0-9_-]+$/.test(u), (u) => `bad link ${u}`);
      const snippet = await page.inputValue('.share-embed');
      assert(/^<iframe src="http:\/\/127\.0\.0\.1:\d+\/#embed&amp;panels=[^"]*&amp;view=training&amp;step=2&amp;s=v1\./.test(snippet) && snippet.includes('loading="lazy"'), `snippet: ${snippet.slice(0, 160)}`);
      await soon(() => page.textContent('.banner.share'), (x) => x.includes(t('share.embedTitle')) && x.includes(t('share.restores')), 'share dialog texts');
      await page.screenshot({ path: join(shots, `lab-share-dialog-${lang}-${width}.png`) });
      await page.focus('.share-embed');
      await page.keyboard.press('Escape');
      await soon(() => page.$('.banner.share'), (x) => !x, 'Escape did not close the share dialog');
      // a reader without a draft: the link runs at once and lands on the same view, step and selection
      const b = await newPage(opts);
      await b.page.goto(url);
      await soon(() => consoleText(b.page), (x) => x.includes('step 0 loss'), 'the shared program did not run', 20000);
      await soon(() => b.page.getAttribute('#tab-training', 'aria-selected'), (v) => v === 'true', 'not on the training view');
      await soon(() => b.page.textContent('.step-label'), (x) => x.includes(t('train.step', { i: 3, n: 4 })), (x) => `step not restored: ${x}`);
      await b.page.screenshot({ path: join(shots, `lab-share-opened-${lang}-${width}.png`) });
      await b.page.click('#tab-tree');
      await soon(() => b.page.$eval('svg.tree .chip.selected', (e) => e.dataset.name), (n) => n === 'blocks', 'selection not restored');
      await b.ctx.close();
      // a reader with another draft is asked first; accepting runs and lands there
      await setCode(page, 'print("my own draft")\n');
      await page.waitForTimeout(600);
      const p2 = await ctx.newPage();
      await p2.route(/\/assets\/worker-[^/]*\.js$/, (route) => route.fulfill({ contentType: 'text/javascript', body: fixtureWorker(fixture('half_registered')) }));
      await p2.goto(url);
      await p2.waitForSelector('[role="alertdialog"]');
      assert(!(await consoleText(p2)).includes('step 0 loss'), 'ran before the reader agreed');
      await p2.focus('[data-action="accept"]');
      await p2.keyboard.press('Enter');
      await soon(() => consoleText(p2), (x) => x.includes('step 0 loss'), 'did not run after consent', 20000);
      await soon(() => p2.textContent('.step-label'), (x) => x.includes(t('train.step', { i: 3, n: 4 })), (x) => `step not restored after consent: ${x}`);
      await ctx.close();
    }
  });

  await check('embed: picture first in a 760 px column; Open in the full lab keeps the run, view and step', async () => {
    const share = await (async () => {
      const { ctx, page } = await newPage({ worker: fixtureWorker(fixture('half_registered')) });
      await page.goto(base);
      await ready(page);
      await setCode(page, lesson15);
      await runAndWait(page);
      await page.click('#tab-training');
      await page.focus('.scrub input');
      await page.keyboard.press('ArrowRight');
      await page.click('header button:has-text("Share")');
      const sn = await soon(() => page.inputValue('.share-embed', { timeout: 500 }), (x) => x.startsWith('<iframe'), 'no snippet');
      await ctx.close();
      return sn;
    })();
    const src = /src="([^"]+)"/.exec(share)[1].replace(/&amp;/g, '&');
    for (const lang of ['en', 'zh']) {
      const t = tr(lang);
      // the iframe of the snippet in a 760 px tutorial column, 640 px high
      const { ctx, page } = await newPage({ width: 760, height: 640, locale: lang === 'zh' ? 'zh-CN' : 'en-US', worker: fixtureWorker(fixture('half_registered')) });
      await page.goto(src);
      await page.waitForSelector('.step-label', { timeout: 20000 });
      await soon(() => page.textContent('.step-label'), (x) => x.includes(t('train.step', { i: 2, n: 4 })), (x) => `embed step: ${x}`);
      const pos = await page.evaluate(() => ({ views: document.querySelector('.pane.views').getBoundingClientRect().top, code: document.querySelector('.pane.code').getBoundingClientRect().top }));
      assert(pos.views < pos.code && pos.views < 200, `picture not first: views at ${pos.views}, code at ${pos.code}`);
      assert(await noHScroll(page), 'embed scrolls sideways at 760 px');
      await page.screenshot({ path: join(shots, `lab-embed-760-${lang}.png`) });
      const href = await page.getAttribute(`a.btn:has-text("${t('btn.openFull')}")`, 'href');
      assert(href && !href.includes('embed') && /view=training/.test(href) && /step=1/.test(href) && /run=1/.test(href), `full-lab link ${href}`);
      const full = await newPage({ width: 1440, height: 900, locale: lang === 'zh' ? 'zh-CN' : 'en-US', worker: fixtureWorker(fixture('half_registered')) });
      await full.page.goto(new URL(href, base).href);
      await soon(() => consoleText(full.page), (x) => x.includes('step 0 loss'), 'the full lab did not run the program', 20000);
      await soon(() => full.page.textContent('.step-label'), (x) => x.includes(t('train.step', { i: 2, n: 4 })), (x) => `full lab step: ${x}`);
      assert(!(await full.page.$('.ro-badge')), 'the full lab is read-only');
      await full.ctx.close();
      await ctx.close();
    }
  });

  await check('export: PNG and SVG of the tree, both with the legend (en, zh)', async () => {
    for (const lang of ['en', 'zh']) {
      const t = tr(lang);
      const { ctx, page } = await newPage({ width: 1440, height: 900, locale: lang === 'zh' ? 'zh-CN' : 'en-US', worker: fixtureWorker(fixture('registries')) });
      await page.goto(base);
      await ready(page);
      await runAndWait(page);
      await page.waitForSelector('svg.tree');
      const [dsvg] = await Promise.all([page.waitForEvent('download'), page.click(`text=${t('btn.exportSvg')}`)]);
      const svgText = readFileSync(await dsvg.path(), 'utf8');
      for (const k of ['_parameters', '_buffers', 'buffer_np', '_modules', '__dict__']) assert(svgText.includes(`>${t(`legend.${k}`)}</text>`), `${lang}: legend ${k} missing from the SVG`);
      const [W, H] = /width="(\d+)" height="(\d+)"/.exec(svgText).slice(1).map(Number);
      await page.focus(`button:has-text("${t('btn.exportPng')}")`);
      const [dpng] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
      assert(dpng.suggestedFilename() === 'nnscope-tree.png', `name ${dpng.suggestedFilename()}`);
      const png = readFileSync(await dpng.path());
      assert(png.subarray(0, 8).equals(Buffer.from([137, 80, 78, 71, 13, 10, 26, 10])), `${lang}: not a PNG`);
      const pw = png.readUInt32BE(16), ph = png.readUInt32BE(20);
      assert(pw === 2 * W && ph === 2 * H, `${lang}: PNG ${pw}x${ph}, SVG ${W}x${H}`);
      // the PNG is not blank: show it in the page and sample the legend area
      const stats = await page.evaluate(async (b64) => {
        const img = new Image(); img.src = `data:image/png;base64,${b64}`; await img.decode();
        const c = document.createElement('canvas'); c.width = img.width; c.height = img.height;
        const x = c.getContext('2d'); x.drawImage(img, 0, 0);
        const d = x.getImageData(0, Math.floor(img.height * 0.8), img.width, Math.floor(img.height * 0.2)).data;
        let dark = 0; for (let i = 0; i < d.length; i += 4) if (d[i] + d[i + 1] + d[i + 2] < 400) dark++;
        return dark;
      }, png.toString('base64'));
      assert(stats > 200, `${lang}: the legend area of the PNG is blank (${stats} dark pixels)`);
      copyFileSync(await dpng.path(), join(shots, `lab-export-${lang}.png`));
      console.log(`     ${lang}: PNG ${pw}x${ph} (${png.length} bytes), SVG ${W}x${H}`);
      await ctx.close();
    }
  });

  // Issue 17: the page's start-up script is what index.html loads
  // (web/page-size.mjs); the editor's extras follow its first paint, the
  // tree's zoom the first tree, and every other view, the lessons with it,
  // is a chunk fetched when the view is first opened — once.
  await check('lazy: the start-up script first, each view\'s chunk once when opened (en, zh; 1440x900, 360x780)', async () => {
    const startup = startupScripts(join(root, 'web', 'dist')).map((f) => f.split('/').pop());
    const name = (url) => new URL(url).pathname.split('/').pop();
    for (const [lang, width, height] of [['en', 1440, 900], ['zh', 1440, 900], ['en', 360, 780], ['zh', 360, 780]]) {
      const tr = (k, p) => translate(lang, k, p);
      const { ctx, page } = await newPage({ width, height, locale: lang === 'zh' ? 'zh-CN' : 'en-US', worker: fixtureWorker(fixture('half_registered')) });
      const js = [];   // [{ name, body: Promise<string> }] of every script response, in order
      page.on('response', (r) => { if (/\.m?js$/.test(new URL(r.url()).pathname)) js.push({ name: name(r.url()), body: r.text().catch(() => '') }); });
      const lessonChunks = async () => (await Promise.all(js.map((x) => x.body))).filter((b) => b.includes('forgot-super-init')).length;
      await page.goto(base);
      await ready(page);
      await soon(() => page.$('.cm-content .cm-line span'), Boolean, `${lang}: no Python highlighting after the editor's extras`);
      const atStart = js.map((x) => x.name);
      for (const f of startup) assert(atStart.includes(f), `${lang} ${width}: start-up script ${f} not loaded`);
      const extra = atStart.filter((f) => !startup.includes(f) && !/^worker-/.test(f) && !/^editor-extras-/.test(f));
      assert(extra.length === 0, `${lang} ${width}: fetched at start beyond the start-up script: ${extra.join(' ')}`);
      assert(atStart.some((f) => /^editor-extras-/.test(f)), `${lang} ${width}: the editor's extras were not fetched`);
      assert(await lessonChunks() === 0, `${lang} ${width}: the lessons came with the start-up script`);
      await page.screenshot({ path: join(shots, `lazy-start-${lang}-${width}.png`) });

      const open = async (v) => {
        await page.click(`#tab-${v}`);
        await soon(() => page.evaluate((view) => document.querySelector(`#tab-${view}`).getAttribute('aria-selected') === 'true'
          && !document.querySelector('.tab-panel .lazy-loading') && !document.querySelector('.tab-panel .lazy-failed')
          && document.querySelector('.tab-panel').children.length > 0, v), Boolean, `${lang} ${width}: the ${v} view did not arrive`);
      };
      await open('lessons');
      await soon(() => page.$$eval('.lessons li', (l) => l.length), (n) => n >= 12, `${lang} ${width}: the lessons list is short`);
      const first = await page.textContent('.lessons li summary');
      assert(lang === 'zh' ? /[\u4e00-\u9fff]/.test(first) : first.includes('Python list'), `${lang}: lesson 1 title ${first}`);
      assert(await lessonChunks() === 1, `${lang} ${width}: opening Lessons fetched the lessons ${await lessonChunks()} times`);
      assert(await noHScroll(page), `${lang} ${width}: horizontal overflow on the Lessons view`);
      await page.screenshot({ path: join(shots, `lazy-lessons-${lang}-${width}.png`), fullPage: width < 900 });
      await open('tree');
      await open('lessons');
      // a run, then every view once; replay and quiz use the lessons too
      await page.click('button.run');
      await page.click('#tab-tree');
      await page.waitForSelector('svg.tree');
      await soon(() => js.some((x) => /^tree-zoom-/.test(x.name)), Boolean, `${lang} ${width}: the tree's zoom never came`);
      for (const v of ['table', 'training', 'hooks', 'findings', 'replay', 'quiz', 'compare', 'lessons', 'tree', 'training']) await open(v);
      await page.screenshot({ path: join(shots, `lazy-training-${lang}-${width}.png`), fullPage: width < 900 });
      assert(await lessonChunks() === 1, `${lang} ${width}: the lessons were fetched ${await lessonChunks()} times`);
      const names = js.map((x) => x.name);
      const twice = names.filter((f, i) => names.indexOf(f) !== i);
      assert(twice.length === 0, `${lang} ${width}: fetched more than once: ${twice.join(' ')}`);
      console.log(`     ${lang} ${width}x${height}: ${atStart.length} scripts at start (${atStart.join(' ')}), ${names.length} after every view`);
      await ctx.close();
    }
  });
}

// ---- group scene: needs the real engine's scenes (core/scope) ---------------
if (groups.includes('scene')) {
  const lesson = (n) => readFileSync(join(root, 'tests', 'py', 'lessons', n), 'utf8');
  await check('scene: list attribute reads __dict__, ModuleList reads _modules', async () => {
    const { ctx, page } = await newPage();
    await page.goto(base);
    await ready(page);
    await setCode(page, lesson('lesson_01_list_vs_modulelist.py'));
    await runAndWait(page);
    await page.waitForSelector('svg.tree', { timeout: 5000 });
    await soon(() => page.$$eval('svg.tree .chip[data-name="blocks"]', (els) => els.map((e) => e.getAttribute('data-store')).sort()),
      (s) => JSON.stringify(s) === JSON.stringify(['__dict__', '_modules']), (s) => `blocks chips: ${s}`);
    await page.screenshot({ path: join(shots, 'scene-list-vs-modulelist.png') });
    await ctx.close();
  });
  await check('scene: training view shows the list-held blocks frozen', async () => {
    const { ctx, page } = await newPage();
    await page.goto(base);
    await ready(page);
    await setCode(page, lesson('lesson_15_half_registered_blocks.py'));
    await runAndWait(page);
    await page.click('#tab-training');
    await page.waitForSelector('.tensor-list li', { timeout: 5000 });
    await soon(() => page.$$eval('.tensor-list li[data-state="frozen"]', (els) => els.map((e) => e.getAttribute('data-path'))),
      (f) => f.some((p) => p.includes('blocks')), (f) => `frozen: ${f}`);
    await ctx.close();
  });
  await check('scene: deep-copied layers are not flagged; a loop variable is no extra root and ties nothing', async () => {
    const { ctx, page } = await newPage();
    await page.goto(base);
    await ready(page);
    await setCode(page, readFileSync(join(root, 'tests', 'scope', 'progs', 'scope_deepcopy_layers.py'), 'utf8'));
    await runAndWait(page);
    await page.waitForSelector('svg.tree', { timeout: 10000 });
    await soon(() => page.textContent('svg.tree'), (t) => t.includes('TransformerEncoder') && !t.includes('never ran'), (t) => `deep-copied modules flagged: ${t.slice(0, 300)}`);
    assert(!(await page.$('svg.tree text.head.warn')), 'a warning header on a deep-copied module');
    await setCode(page, readFileSync(join(root, 'tests', 'scope', 'progs', 'scope_loop_alias.py'), 'utf8'));
    await runAndWait(page);
    await soon(() => page.$$eval('svg.tree .node-head', (els) => els.map((e) => e.getAttribute('aria-label'))),
      (l) => l.length > 0 && l.some((x) => x.startsWith('good:')) && l.some((x) => x.startsWith('bad:')) && !l.some((x) => /^m:|^layer:|same object/.test(x)),
      (l) => `roots: ${l}`);
    await soon(() => page.textContent('svg.tree'), (t) => !t.includes('⇄'), 'false tied chips');
    await ctx.close();
  });
  await check('scene: Apply fix runs the fixed code; the fixed finding is gone', async () => {
    const { ctx, page } = await newPage();
    await page.goto(base);
    await ready(page);
    await setCode(page, lesson('lesson_15_half_registered_blocks.py'));
    await runAndWait(page);
    await page.click('#tab-findings');
    await page.click('.finding[data-rule="modules-in-list"] .fix button', { timeout: 10000 });
    await soon(() => page.$('.finding[data-rule="modules-in-list"]'), (f) => !f, 'the fixed finding stayed', 15000);
    await soon(() => page.textContent('#results'), (t) => !t.includes('cannot be applied') && !t.includes('last run'), (t) => `outdated text: ${t.slice(0, 300)}`);
    await ctx.close();
  });
  await check('scene: big models (TransformerEncoder ×6, 20 blocks) start folded: time to scene and page height', async () => {
    const progs = {
      transformer: 'import torch\nimport torch.nn as nn\nlayer = nn.TransformerEncoderLayer(d_model=32, nhead=4, dim_feedforward=64)\nenc = nn.TransformerEncoder(layer, num_layers=6, enable_nested_tensor=False)\nprint(sum(p.numel() for p in enc.parameters()))\n',
      blocks20: 'import torch.nn as nn\nclass Block(nn.Module):\n    def __init__(self):\n        super().__init__()\n        self.fc = nn.Linear(8, 8)\n        self.norm = nn.LayerNorm(8)\n        self.act = nn.GELU()\nnet = nn.Sequential(*[Block() for _ in range(20)])\nprint(sum(p.numel() for p in net.parameters()))\n',
    };
    for (const [name, code] of Object.entries(progs)) {
      const { ctx, page } = await newPage({ width: 1440, height: 900 });
      await page.goto(base);
      await ready(page);
      await setCode(page, code);
      const t0 = Date.now();
      await runAndWait(page);
      await page.waitForSelector('svg.tree', { timeout: 30000 });
      const ms = Date.now() - t0;
      const h = await page.evaluate(() => document.documentElement.scrollHeight);
      const params = await page.$eval(`table.counts tr[data-root="${name === 'transformer' ? 'enc' : 'net'}"]`, (e) => e.dataset.params);
      const printed = (await consoleText(page)).trim();
      console.log(`     ${name}: scene in ${ms} ms, page height ${h} px, ${params} parameters`);
      assert(params === printed, `counted ${params}, the program printed ${printed}`);
      const fold = name === 'transformer' ? '6 × TransformerEncoderLayer' : '20 × Block';
      await soon(() => page.textContent('svg.tree'), (t) => t.includes(fold), `repeated blocks not folded as "${fold}"`);
      assert(h < 3000, `page ${h} px high: repeated blocks must start folded`);
      await page.screenshot({ path: join(shots, `scene-big-${name}.png`) });
      await ctx.close();
    }
  });
  await check('scene: a ResNet-18-sized tree stays usable: time to scene, page height, keyboard and Details (en, zh; 1440x900, 360x780)', async () => {
    const code = readFileSync(join(root, 'tests', 'e2e', 'progs', 'e2e_resnet18.py'), 'utf8');
    for (const [lang, width, height] of [['en', 1440, 900], ['zh', 1440, 900], ['en', 360, 780], ['zh', 360, 780]]) {
      const { ctx, page } = await newPage({ width, height, locale: lang === 'zh' ? 'zh-CN' : 'en-US' });
      await page.goto(base);
      await ready(page);
      await setCode(page, code);
      const t0 = Date.now();
      await runAndWait(page);
      await page.waitForSelector('svg.tree', { timeout: 60000 });
      const ms = Date.now() - t0;
      const h = await page.evaluate(() => document.documentElement.scrollHeight);
      const params = await page.$eval('table.counts tr[data-root="model"]', (e) => e.dataset.params);
      const printed = (await consoleText(page)).trim();
      const items = await page.$$eval('svg.tree .node-head, svg.tree .chip', (els) => els.length);
      console.log(`     resnet18 ${lang} ${width}x${height}: scene in ${ms} ms, page height ${h} px, ${items} tree items, ${params} parameters`);
      assert(params === printed && printed === '11689512', `counted ${params}, the program printed ${printed}`);
      assert(h < 6000, `page ${h} px high at ${width}: the tree must start folded`);
      // usable from the keyboard: End reaches the last item, Home the first,
      // and Enter on a chip opens its Details in sight (fc.weight at the end)
      await page.focus('svg.tree .node-head');
      const t1 = Date.now();
      await page.keyboard.press('End');
      const label = () => page.evaluate(() => document.activeElement.closest('svg.tree') && document.activeElement.getAttribute('aria-label'));
      await soon(label, (l) => l && l.startsWith('out_features'), (l) => `End reached ${l}`);
      for (let i = 0; i < 6 && !String(await label()).startsWith('weight'); i++) await page.keyboard.press('ArrowUp');
      assert(String(await label()).startsWith('weight — _parameters'), `ArrowUp from the end reached ${await label()}`);
      await page.keyboard.press('Enter');
      await soon(() => page.evaluate(() => !!document.activeElement.closest('.details')), Boolean, 'Enter on fc.weight did not open the details');
      await soon(() => page.$eval('.details .pane.inspect', (e) => { const r = e.getBoundingClientRect(); return [r.top, r.bottom, innerHeight, scrollY]; }), (r) => r[0] >= -1 && r[1] <= r[2] + 1, (r) => `details out of sight: ${r}`);
      await soon(() => page.textContent('.details .inspector'), (x) => x.includes('[1000, 512]'), (x) => `details: ${x.slice(0, 200)}`);
      console.log(`     keyboard End → Enter → Details in ${Date.now() - t1} ms`);
      await page.keyboard.press('Escape');
      await page.keyboard.press('Home');
      await soon(() => page.evaluate(() => document.activeElement.getAttribute('aria-label')), (l) => l && l.startsWith('model: ResNet'), (l) => `Home reached ${l}`);
      assert(await noHScroll(page), `sideways scroll at ${width}`);
      await page.screenshot({ path: join(shots, `scene-resnet18-${lang}-${width}.png`) });
      await ctx.close();
    }
  });
  await check('scene: in Chinese, findings and frozen reasons of a buggy model are Chinese', async () => {
    for (const [width, height] of [[1440, 900], [360, 780]]) {
      const { ctx, page } = await newPage({ width, height, locale: 'zh-CN' });
      await page.goto(base);
      await ready(page);
      await setCode(page, lesson('lesson_15_half_registered_blocks.py'));
      await runAndWait(page);
      await page.click('#tab-findings');
      await page.waitForSelector('.finding[data-rule="modules-in-list"] .finding-msg', { timeout: 10000 });
      await soon(() => page.$$eval('.finding .finding-msg', (els) => els.map((e) => e.textContent)),
        (m) => m.length > 0 && m.every((x) => /[\u4e00-\u9fff]/.test(x) && !/never see|never change|is a plain/.test(x)),
        (m) => `findings not in Chinese: ${JSON.stringify(m).slice(0, 400)}`);
      assert(await noHScroll(page), `findings at ${width} px scroll sideways`);
      await page.screenshot({ path: join(shots, `scene-findings-zh-${width}.png`), fullPage: width < 500 });
      await page.click('#tab-training');
      await page.waitForSelector('.tensor-list li[data-state="frozen"] .state.frozen', { timeout: 5000 });
      await soon(() => page.$$eval('.tensor-list .state.frozen', (els) => els.map((e) => e.textContent)),
        (r) => r.length > 0 && r.every((x) => x.includes('冻结') && !/not in any optimizer|no gradient/.test(x)),
        (r) => `frozen reasons not in Chinese: ${JSON.stringify(r).slice(0, 400)}`);
      await page.screenshot({ path: join(shots, `scene-training-zh-${width}.png`) });
      await ctx.close();
    }
  });
  await check('scene: BadNet next to GoodNet: both models grouped, list-held layers frozen, one loss curve per optimizer', async () => {
    const code = readFileSync(join(root, 'tests', 'e2e', 'progs', 'e2e_badnet_goodnet.py'), 'utf8');
    for (const [lang, width, height] of [['en', 1440, 900], ['zh', 1440, 900], ['en', 360, 780], ['zh', 360, 780]]) {
      const { ctx, page } = await newPage({ width, height, locale: lang === 'zh' ? 'zh-CN' : 'en-US' });
      await page.goto(base);
      await ready(page);
      await setCode(page, code);
      await runAndWait(page);
      await page.click('#tab-training');
      await page.waitForSelector('.tensor-group', { timeout: 10000 });
      await soon(() => page.$$eval('.tensor-group', (els) => els.map((e) => e.dataset.root)), (r) => r.join() === 'bad,good', (r) => `groups: ${r}`);
      // step 1 (opt_bad's first step): the list-held layers of bad are frozen, good's weights are listed too
      await soon(() => page.$$eval('.tensor-group[data-root="bad"] li[data-state="frozen"]', (els) => els.map((e) => e.dataset.path)),
        (f) => f.length === 6 && f.every((p) => p.startsWith('bad.layers[')), (f) => `bad frozen: ${f}`);
      await soon(() => page.$$eval('.tensor-group[data-root="good"] li', (els) => els.length), (n) => n === 8, (n) => `good tensors at step 1: ${n}`);
      await soon(() => page.$$eval('.loss .series', (els) => els.map((e) => e.dataset.optimizer)), (o) => o.join() === 'opt_bad,opt_good', (o) => `loss series: ${o}`);
      await soon(() => page.textContent('.loss-legend'), (t) => t.includes('opt_bad') && t.includes('opt_good'), 'no legend');
      if (lang === 'zh') await soon(() => page.textContent('.tensor-group[data-root="bad"] .state.frozen'), (t) => /不在任何优化器中/.test(t), (t) => `reason: ${t}`);
      await page.screenshot({ path: join(shots, `scene-badgood-${lang}-${width}.png`), fullPage: width < 500 });
      await ctx.close();
    }
  });
  // Compare view (components/Compare.jsx): the seeds' BadNet against its Apply fix,
  // against GoodNet typed into the second buffer (keyboard) and as a share link.
  await check('scene: Compare: BadNet vs its fix, vs GoodNet (buffer, link): stores, state_dict keys, counts (en, zh; 1440x900, 360x780)', async () => {
    const bad = readFileSync(join(root, 'tests', 'e2e', 'progs', 'e2e_compare_badnet.py'), 'utf8');
    const good = readFileSync(join(root, 'tests', 'e2e', 'progs', 'e2e_compare_goodnet.py'), 'utf8');
    const keys = ['blocks.0.weight', 'blocks.0.bias', 'blocks.1.weight', 'blocks.1.bias', 'blocks.2.weight', 'blocks.2.bias'];
    const { encodeShare } = await import('../../web/src/lib/share.js');
    const link = `${base}#s=${await encodeShare({ code: good, engine: 'e2e', flags: {} })}`;
    // what every comparison of BadNet with a registered version shows
    const assertDiff = async (page, lang, what) => {
      await page.waitForSelector('.cmp-result', { timeout: 60000 });
      const row = await soon(() => page.$eval('.cmp-stores tr[data-path="blocks"]', (e) => [e.dataset.from, e.dataset.to]), (r) => r.join() === '__dict__,_modules', (r) => `${what}: blocks store ${r}`);
      assert(row, 'no blocks row');
      await soon(() => page.$$eval('.cmp-sd .added li code', (els) => els.map((e) => e.textContent)), (k) => JSON.stringify(k) === JSON.stringify(keys), (k) => `${what}: added state_dict keys ${k}`);
      await soon(() => page.$$eval('.cmp-trained .gained li code', (els) => els.length), (n) => n === 6, (n) => `${what}: ${n} tensors gained by the optimizer`);
      await soon(() => page.$$eval('.cmp-counts tr', (els) => els.map((e) => `${e.dataset.metric}:${e.dataset.a}/${e.dataset.b}`).join(' ')),
        (c) => c.includes('params:3/21') && c.includes('trainable:3/21') && c.includes('buffers:0/0') && c.includes('unregistered:18/0'), (c) => `${what}: counts ${c}`);
      await soon(() => page.$$eval('.cmp-findings.fixed li', (els) => els.map((e) => e.dataset.rule)), (r) => r.includes('modules-in-list'), (r) => `${what}: fixed findings ${r}`);
      await soon(() => page.$$eval('.cmp-loss .series', (els) => els.map((e) => `${e.dataset.side}:${e.dataset.optimizer}:${e.querySelectorAll('circle').length}`).join()), (x) => x === 'a:opt:4,b:opt:4', (x) => `${what}: loss series ${x}`);
      const heading = await page.textContent('.cmp-stores').catch(() => '');
      assert(heading.includes('ModuleList'), `${what}: the store table names no ModuleList`);
      const text = await page.textContent('.compare');
      if (lang === 'zh') assert(text.includes('存放位置改变了的属性') && text.includes('新增'), `${what}: not Chinese: ${text.slice(0, 200)}`);
      else assert(text.includes('Attributes whose store changed') && text.includes('Added (6)'), `${what}: ${text.slice(0, 200)}`);
    };
    for (const [lang, width, height] of [['en', 1440, 900], ['zh', 1440, 900], ['en', 360, 780], ['zh', 360, 780]]) {
      const { ctx, page } = await newPage({ width, height, locale: lang === 'zh' ? 'zh-CN' : 'en-US' });
      await page.goto(base);
      await ready(page);
      await setCode(page, bad);
      await runAndWait(page);               // the lab's own run: it must survive the comparison
      await page.waitForSelector('svg.tree .chip[data-name="blocks"]', { timeout: 10000 });
      const labConsole = await consoleText(page);
      // (a) mouse: A against A after Apply fix
      await page.click('#tab-compare');
      await page.click('.cmp-run');
      await assertDiff(page, lang, `${lang} ${width} fix`);
      await soon(() => page.$$eval('.cmp-code td.add code', (els) => els.map((e) => e.textContent.trim())), (l) => l.join() === 'self.blocks = nn.ModuleList([nn.Linear(2, 2) for _ in range(3)])', (l) => `changed lines ${l}`);
      assert(await editorDoc(page) === bad, 'the comparison changed the editor');
      assert(await consoleText(page) === labConsole, 'the comparison changed the lab console');
      assert(await noHScroll(page), `sideways scroll at ${width}`);
      await page.screenshot({ path: join(shots, `scene-compare-fix-${lang}-${width}.png`), fullPage: width < 500 });
      // (b) keyboard: the radio group to "a second program", GoodNet typed over the copy, Ctrl+Enter
      await page.focus('.cmp-pick input[value="fix"]');
      await page.keyboard.press('ArrowRight');
      await page.waitForSelector('textarea.cmp-other', { timeout: 5000 });
      assert(await page.inputValue('textarea.cmp-other') === bad, 'the second buffer does not start as a copy of A');
      await page.keyboard.press('Tab');
      assert(await page.evaluate(() => document.activeElement.classList.contains('cmp-other')), 'Tab does not reach the second buffer');
      await page.keyboard.press('Control+A');
      await page.keyboard.insertText(good);
      await page.keyboard.press('Control+Enter');
      await soon(() => page.textContent('.cmp-classes'), (x) => x.includes('BadNet') && x.includes('GoodNet'), (x) => `classes: ${x}`, 60000);
      await assertDiff(page, lang, `${lang} ${width} buffer`);
      assert(await editorDoc(page) === bad, 'the second buffer changed the editor');
      await page.click('#tab-tree');
      await soon(() => page.$$eval('svg.tree .chip[data-name="blocks"]', (els) => els.map((e) => e.getAttribute('data-store'))), (s) => s.join() === '__dict__', (s) => `the lab's tree changed: ${s}`);
      await page.click('#tab-compare');
      assert(await page.inputValue('textarea.cmp-other') === good, 'the second buffer lost its text on a tab switch');
      await page.screenshot({ path: join(shots, `scene-compare-goodnet-${lang}-${width}.png`), fullPage: width < 500 });
      // (c) a share link of GoodNet against the draft (once: the link is decoded in the page)
      if (lang === 'en' && width === 1440) {
        await page.click('.cmp-pick input[value="link"]');
        await page.fill('input.cmp-link', link);
        await page.press('input.cmp-link', 'Enter');
        await soon(() => page.$eval('.cmp-side[data-side="b"] h3', (e) => e.textContent), (x) => x.includes('shared'), (x) => `B title ${x}`, 60000);
        await assertDiff(page, lang, 'link');
        await page.fill('input.cmp-link', `${base}#s=v1.broken`);
        await page.click('.cmp-run');
        await soon(() => page.textContent('.cmp-error'), (x) => /damaged|cut short/.test(x), (x) => `broken link: ${x}`);
        // opening the link over the saved draft offers the comparison; the editor keeps the draft
        const page2 = await ctx.newPage();
        await page2.goto(link);
        await ready(page2);
        await page2.click('[role="alertdialog"] [data-action="compare"]');
        await assertDiff(page2, lang, 'link over the draft');
        assert(await editorDoc(page2) === bad, 'comparing a share link replaced the draft');
      }
      await ctx.close();
    }
  });
  await check('scene: a hand-written update loop: one loss curve per backward() source, named by its variable', async () => {
    const { ctx, page } = await newPage({ width: 1440, height: 900 });
    await page.goto(base);
    await ready(page);
    await setCode(page, readFileSync(join(root, 'tests', 'e2e', 'progs', 'e2e_backward_sources.py'), 'utf8'));
    await runAndWait(page);
    await page.click('#tab-training');
    await soon(() => page.$$eval('.backward-loss .series', (els) => els.map((e) => `${e.dataset.backward}:${e.querySelectorAll('circle').length}`).join()), (x) => x === 'loss_a:3,loss_b:3', (x) => `backward series: ${x}`, 10000);
    await soon(() => page.textContent('.backward-loss .loss-legend'), (x) => x.includes('loss_a') && x.includes('loss_b'), 'no legend');
    await page.screenshot({ path: join(shots, 'scene-backward-sources.png') });
    await ctx.close();
  });
  // ---- issue 16: replay through __setattr__, predict then reveal, quiz mode ----
  const tr = (lang, k, p) => translate(lang, k, p);
  const docShots = join(root, 'docs', 'screenshots');
  const VIEWS = [['en', 1440, 900], ['zh', 1440, 900], ['en', 360, 780], ['zh', 360, 780]];
  const locale = (lang) => (lang === 'zh' ? 'zh-CN' : 'en-US');
  await check('scene: replay steps through each __setattr__ decision of the seed pitfalls, editor line follows (keyboard, mouse; en, zh; 1440x900, 360x780)', async () => {
    const code = readFileSync(join(root, 'tests', 'e2e', 'progs', 'e2e_replay_pitfalls.py'), 'utf8');
    const src = code.split('\n');
    // the decisions the program makes, in order (PyTorch's __setattr__; the TypeError and
    // AttributeError texts are the ones the program prints, checked in the console below)
    const TE = "TypeError: cannot assign 'torch.FloatTensor' as parameter 'w' (torch.nn.Parameter or None expected)";
    const AE = 'AttributeError: cannot assign module before Module.__init__() call';
    const want = [
      { line: 10, name: 'blocks', store: '__dict__', check: 'plain' },
      { line: 11, name: 'stack', store: '_modules', check: 'module' },
      { line: 12, name: 'scale', store: '__dict__', check: 'plain' },
      { line: 13, name: 'mean', store: '_buffers', check: 'register_buffer' },
      { line: 14, name: 'w', store: '_parameters', check: 'parameter' },
      { line: 15, name: 'mean', store: '_buffers', check: 'buffer-slot', from: '_buffers' },
      { line: 17, name: 'w', store: '_parameters', check: 'parameter-slot', error: TE },
      { line: 25, name: 'fc', store: '_modules', check: 'module', error: AE },
      { line: 33, move: 'double' },
    ];
    for (const [lang, width, height] of VIEWS) {
      const { ctx, page } = await newPage({ width, height, locale: locale(lang) });
      await page.goto(base);
      await ready(page);
      await setCode(page, code);
      await runAndWait(page);
      await soon(() => consoleText(page), (t) => t.includes(TE) && t.includes(AE) && t.includes('torch.float64 torch.float64 torch.float32 torch.float32'), (t) => `console: ${t}`);
      await page.click('#tab-replay');
      await page.waitForSelector('.replay[data-steps]', { timeout: 10000 });
      assert(await page.$eval('.replay', (e) => e.dataset.steps) === String(want.length), `steps: ${await page.$eval('.replay', (e) => e.dataset.steps)}, want ${want.length}`);
      const at = (i) => soon(() => page.$eval('.replay', (e) => e.dataset.step), (s) => s === String(i), (s) => `at step ${s}, want ${i}`);
      const read = () => page.evaluate(() => {
        const w = document.querySelector('.replay-why');
        const ed = document.querySelector('.cm-replay-line');
        return { kind: w.dataset.kind, check: w.dataset.check, store: w.dataset.store, action: w.dataset.action, text: (w.querySelector('.check') || w).textContent,
          err: w.querySelector('.err') ? w.querySelector('.err').textContent : '', from: w.querySelector('.from') ? w.querySelector('.from').textContent : '',
          target: w.querySelector('.target') ? w.querySelector('.target').textContent : '', pos: document.querySelector('.replay-pos').textContent,
          edLine: ed && ed.dataset.replayLine, edText: ed && ed.textContent,
          last: [...document.querySelectorAll('.rchip[data-last="true"]')].map((c) => `${c.dataset.name}:${c.dataset.store}${c.classList.contains('refused') ? '!' : ''}`) };
      });
      await page.focus('.replay');
      for (let i = 0; i < want.length; i++) {
        if (i > 0) { if (i % 2) await page.keyboard.press('ArrowRight'); else await page.click('.replay [data-action="next"]'); }
        await at(i);
        const w = want[i];
        const r = await soon(read, (x) => x.edLine === String(w.line), (x) => `step ${i}: editor marks line ${x.edLine}, want ${w.line}`);
        assert(r.edText.trim() === src[w.line - 1].trim(), `step ${i}: editor line text ${JSON.stringify(r.edText)}`);
        assert(r.pos.includes(tr(lang, 'replay.step', { i: i + 1, n: want.length })) && r.pos.includes(tr(lang, 'replay.line', { line: w.line })), `step ${i}: position ${r.pos}`);
        if (w.move) {
          assert(r.kind === 'move', `step ${i}: not the move`);
          const mv = await page.evaluate(() => ({ method: document.querySelector('.replay-why').dataset.method,
            moved: [...document.querySelectorAll('.replay-why .moved [data-path]')].map((e) => e.dataset.path),
            stayed: [...document.querySelectorAll('.replay-why .stayed [data-path]')].map((e) => e.dataset.path),
            title: document.querySelector('.replay-why h3').textContent }));
          // the program prints w, mean float64 and scale, blocks[0].weight float32 after .double()
          assert(mv.method === w.move && mv.title === tr(lang, 'replay.move.title', { method: 'double', cls: 'Net' }), `move: ${JSON.stringify(mv)}`);
          assert(['w', 'mean', 'stack.0.weight', 'stack.0.bias'].every((p) => mv.moved.includes(p)) && !mv.moved.includes('scale'), `moved: ${mv.moved}`);
          assert(['scale', 'blocks[0].weight', 'blocks[1].bias'].every((p) => mv.stayed.includes(p)) && !mv.stayed.includes('w'), `stayed: ${mv.stayed}`);
          continue;
        }
        assert(r.check === w.check && r.store === w.store, `step ${i}: check ${r.check} store ${r.store}, want ${w.check} ${w.store}`);
        assert(r.target.endsWith(`.${w.name}`), `step ${i}: target ${r.target}`);
        if (w.error) {
          assert(r.action === 'error' && r.text === tr(lang, `replay.error.${w.check}`), `step ${i}: ${r.action} ${r.text}`);
          assert(r.err.includes(w.error), `step ${i}: error shown ${r.err}`);
          assert(r.last.join() === `${w.name}:${w.store}!`, `step ${i}: refused chip ${r.last}`);
        } else {
          assert(r.action === 'set' && r.text === tr(lang, `replay.check.${w.check}`, { store: w.store }), `step ${i}: panel says ${r.text}`);
          assert(r.last.join() === `${w.name}:${w.store}`, `step ${i}: new chip ${r.last}`);
          if (w.from) assert(r.from === tr(lang, 'replay.was', { from: w.from }), `step ${i}: re-assignment ${r.from}`);
        }
        if (i === 5) {
          // mid-way: the module as it stands, chip by chip (blocks in __dict__ next to stack in _modules)
          const chips = await page.$$eval('.rmod[data-module] .rchip', (els) => els.map((c) => `${c.dataset.name}:${c.dataset.store}`));
          for (const c of ['blocks:__dict__', 'stack:_modules', 'scale:__dict__', 'mean:_buffers', 'w:_parameters']) assert(chips.includes(c), `chips at step 5: ${chips}`);
          const list = await page.$$eval('.rmod', (els) => els.map((m) => `${m.querySelector('.cls').firstChild.textContent.trim()}[${[...m.querySelectorAll('.rchip')].map((c) => c.dataset.name)}]`));
          assert(list.includes('ModuleList[0]'), `the ModuleList card at step 5: ${list}`);
          if (lang === 'en' && width === 1440) await page.screenshot({ path: join(docShots, 'replay-midway-en-1440.png') });
          await page.screenshot({ path: join(shots, `scene-replay-${lang}-${width}.png`), fullPage: width < 500 });
        }
      }
      // Home / End, the scrubber by mouse, Space plays and pauses
      await page.focus('.replay');
      await page.keyboard.press('Home');
      await at(0);
      await page.keyboard.press('End');
      await at(want.length - 1);
      const box = await (await page.$('.replay-scrub')).boundingBox();
      await page.click('.replay-scrub', { position: { x: 2, y: box.height / 2 } });
      await at(0);
      await page.focus('.replay');
      await page.keyboard.press(' ');
      await soon(() => page.$eval('.replay', (e) => +e.dataset.step), (s) => s >= 2, (s) => `Space did not play (step ${s})`);
      await page.keyboard.press(' ');
      await soon(() => page.$eval('[data-action="play"]', (e) => [e.getAttribute('aria-pressed'), e.textContent]), (p) => p[0] === 'false' && p[1].includes(tr(lang, 'btn.play')), (p) => `Space did not pause: ${p}`);
      assert(await noHScroll(page), `replay at ${width} scrolls sideways`);
      await ctx.close();
    }
  });
  await check('scene: a lesson\'s own replay notes show at their line (en, zh)', async () => {
    for (const lang of ['en', 'zh']) {
      const { ctx, page } = await newPage({ width: 1440, height: 900, locale: locale(lang) });
      await page.goto(base);
      await ready(page);
      await page.click('#tab-lessons');
      await page.click('#lesson-list-vs-modulelist summary');
      await page.click('#lesson-list-vs-modulelist [data-action="lesson-replay"]');
      await page.waitForSelector('.replay[data-steps]', { timeout: 15000 });
      const l1 = (await import('../../web/src/lessons/index.js')).lessons[0];
      await soon(() => page.$eval('.lesson-note', (e) => [e.dataset.lessonNote, e.textContent]), (x) => x[0] === '8' && x[1].includes(l1.replay[0].text[lang]), (x) => `note at step 1: ${x}`);
      await page.focus('.replay');
      await page.keyboard.press('ArrowRight');
      await soon(() => page.$eval('.lesson-note', (e) => [e.dataset.lessonNote, e.textContent]), (x) => x[0] === '19' && x[1].includes(l1.replay[1].text[lang]), (x) => `note at step 2: ${x}`);
      await ctx.close();
    }
  });
  await check('scene: quiz answered by clicking chips and by keyboard, revealed, marked right/wrong with reasons (en, zh; 1440x900, 360x780)', async () => {
    const { lessons: ls } = await import('../../web/src/lessons/index.js');
    const l1 = ls[0];
    const out = lesson('lesson_01_list_vs_modulelist.py'.replace('.py', '.out'));
    for (const [lang, width, height] of VIEWS) {
      const { ctx, page } = await newPage({ width, height, locale: locale(lang) });
      await page.goto(base);
      await ready(page);
      await page.click('#tab-lessons');
      await page.click('#lesson-list-vs-modulelist summary');
      await page.click('#lesson-list-vs-modulelist [data-action="lesson-quiz"]');
      await page.waitForSelector('.quiz-item[data-item="sees-parameters"]', { timeout: 15000 });
      // nothing of the answer is in the page before Reveal
      assert(!(await page.$('.qchip[data-mark]:not([data-mark=""]), .quiz-item .why, .quiz-item.revealed')), 'an answer shows before Reveal');
      // 1) the lesson's own item, by mouse, wrong: 6 is what fixed reports; plain.parameters()
      //    reports 0 (the oracle prints "Plain parameters: 0")
      const li = '.quiz-item[data-item="lesson-plain-count"]';
      assert((await page.textContent(`${li} .q`)).includes(l1.quiz[0].q.text[lang]), 'the lesson item is not in the reader\'s language');
      assert(await page.isVisible(`${li} .q .tag`) && (await page.textContent(`${li} .q .tag`)) === tr(lang, 'quiz.lesson'), 'the lesson item is not tagged as the lesson\'s own');
      await page.click(`${li} .qchip[data-choice="c2"]`);
      await page.click(`${li} [data-action="reveal"]`);
      await soon(() => page.$eval(li, (e) => e.dataset.score), (s) => s === 'wrong', (s) => `lesson item scored ${s}`);
      const lmarks = await page.$$eval(`${li} .qchip`, (els) => els.map((e) => `${e.textContent.split(' ')[0]}:${e.dataset.mark}`));
      assert(lmarks.join() === '0:answer,3:,6:wrong', `lesson item marks ${lmarks}`);
      assert((await page.textContent(`${li} .qchip[data-choice="c2"]`)).includes(tr(lang, 'quiz.wrong')), 'the wrong chip is not marked wrong');
      await soon(() => page.$$eval(`${li} .why`, (els) => els.map((e) => e.textContent)), (t) => t.join('|') === [0, 2].map((j) => l1.quiz[0].choices[j].why.text[lang]).join('|'), (t) => `reasons: ${t}`);
      // 2) the generated count item, by mouse, right: 0
      const ci = '.quiz-item[data-item="count"]';
      await page.click(`${ci} .qchip[data-choice="n0"]`);
      await page.click(`${ci} [data-action="reveal"]`);
      await soon(() => page.$eval(ci, (e) => e.dataset.score), (s) => s === 'right', (s) => `count item scored ${s}`);
      const marks = await page.$$eval(`${ci} .qchip`, (els) => els.map((e) => e.dataset.mark));
      assert(marks.filter((m) => m).join() === 'right', `count marks ${marks}`);
      assert((await page.textContent(`${ci} .qchip[data-choice="n0"]`)).includes(tr(lang, 'quiz.right')), 'the right chip is not marked right');
      await soon(() => page.textContent(`${ci} .why[data-why="n0"]`), (t) => t === tr(lang, 'quiz.why.countHidden', { n: 0, all: 6 }), (t) => `count reason: ${t}`);
      // 3) parameters() by keyboard, right: fixed's six tensors are seen, plain's are not
      const pi = '.quiz-item[data-item="sees-parameters"]';
      const labels = await page.$$eval(`${pi} .qchip`, (els) => els.map((e) => e.textContent.trim()));
      assert(labels.some((x) => x.startsWith('plain.')) && labels.some((x) => x.startsWith('fixed.')), `parameters choices: ${labels}`);
      await page.focus(`${pi} .qchip`);
      for (const lb of labels) {
        if (lb.startsWith('fixed.')) await page.keyboard.press('Space');
        await page.keyboard.press('Tab');
      }
      assert(await page.evaluate(() => document.activeElement.dataset.action) === 'reveal', 'Tab after the last chip is not on Reveal');
      const pressed = await page.$$eval(`${pi} .qchip`, (els) => els.map((e) => e.getAttribute('aria-pressed')));
      assert(pressed.every((p, j) => (p === 'true') === labels[j].startsWith('fixed.')), `chips picked by Space: ${pressed}`);
      await page.keyboard.press('Enter');
      await soon(() => page.$eval(pi, (e) => e.dataset.score), (s) => s === 'right', (s) => `parameters item scored ${s}`);
      const whys = await page.$$eval(`${pi} .qchip`, (els) => els.map((e) => [e.textContent, e.dataset.mark, e.parentElement.querySelector('.why').textContent]));
      for (const [lb, mk, why] of whys) {
        assert(mk === 'right', `${lb} marked ${mk}`);
        const seen = lb.startsWith('fixed.');
        assert(lb.includes(tr(lang, seen ? 'quiz.seen' : 'quiz.notSeen')), `${lb}: seen/not seen missing`);
        const reasons = seen ? [tr(lang, 'quiz.why.parameters._parameters')] : [tr(lang, 'quiz.why.unregisteredModule'), tr(lang, 'quiz.why.plain')];
        assert(reasons.includes(why), `${lb}: reason ${why}`);
      }
      await soon(() => page.textContent('.quiz-score'), (t) => t === tr(lang, 'quiz.score', { right: 2, n: 3 }), (t) => `score: ${t}`);
      assert(await noHScroll(page), `quiz at ${width} scrolls sideways`);
      if (lang === 'zh' && width === 360) {
        await page.$eval('.quiz', (e) => e.scrollIntoView({ block: 'start' }));
        await page.screenshot({ path: join(docShots, 'quiz-revealed-zh-360.png') });
      }
      await page.screenshot({ path: join(shots, `scene-quiz-${lang}-${width}.png`), fullPage: width < 500 });
      // the console, locked while the quiz was open, shows the run once every answer is revealed
      assert(!(await consoleText(page)).includes('Plain parameters'), 'console shows the output in quiz mode');
      await page.click('.quiz-mode [data-action="reveal-all"]');
      await soon(() => consoleText(page), (t) => t.trim() === out.trim(), (t) => `console after Reveal all: ${JSON.stringify(t)}`, 10000);
      await ctx.close();
    }
  });
  await check('scene: a quiz link opens in quiz mode; the other views are locked until the answers are revealed (en 1440, zh 360)', async () => {
    const code = lesson('lesson_15_half_registered_blocks.py');
    const out = lesson('lesson_15_half_registered_blocks.out');
    for (const [lang, width, height] of [['en', 1440, 900], ['zh', 360, 780]]) {
      const a = await newPage({ width, height, locale: locale(lang) });
      await a.page.goto(base);
      await ready(a.page);
      await setCode(a.page, code);
      await runAndWait(a.page);
      await a.page.click('#tab-quiz');
      await a.page.click('[data-action="share-quiz"]');
      const url = await soon(() => a.page.inputValue('.share-url', { timeout: 500 }), (u) => /#s=v1\.[A-Za-z0-9_-]+&quiz$/.test(u), (u) => `bad quiz link ${u}`);
      await a.ctx.close();
      const { ctx, page } = await newPage({ width, height, locale: locale(lang) });
      await page.goto(url);
      await page.waitForSelector('.quiz-item', { timeout: 30000 });
      assert(await page.$eval('#tab-quiz', (e) => e.getAttribute('aria-selected')) === 'true', 'the link did not open the quiz');
      await soon(() => page.$eval('.quiz-mode', (e) => [e.dataset.revealed, e.textContent]), (x) => x[0] === 'false' && x[1].includes(tr(lang, 'quiz.mode')), (x) => `quiz mode note: ${x}`);
      assert(!(await page.$('.quiz-item.revealed, .quiz-item .why')), 'an answer shows before Reveal');
      assert(await editorDoc(page) === code, 'the link did not load the program');
      // every view that would tell is locked, by mouse and by the arrow keys on the tabs
      const locked = ['tree', 'table', 'training', 'hooks', 'findings', 'replay'];
      for (const v of locked) assert(await page.$eval(`#tab-${v}`, (e) => [e.dataset.locked, e.textContent].join('|')) === `true|${tr(lang, `tab.${v}`)} ${tr(lang, 'quiz.lockedTab')}`, `tab ${v} not marked locked`);
      assert(await page.$eval('#tab-quiz', (e) => [e.dataset.locked, e.textContent].join('|')) === `|${tr(lang, 'tab.quiz')}`, 'the quiz tab is marked locked');
      assert(!/\(\d+\)/.test(await page.textContent('#tab-findings')), 'the findings count shows in quiz mode');
      const lockedText = () => page.evaluate(() => { const l = document.querySelector('.quiz-lock'); return l ? `${l.dataset.locked}|${l.textContent}` : 'none'; });
      await page.click('#tab-tree');
      await soon(lockedText, (x) => x.startsWith('tree|') && x.includes(tr(lang, 'quiz.locked.why')), (x) => `tree: ${x}`);
      await page.focus('#tab-tree');
      for (const v of locked.slice(1)) {
        await page.keyboard.press('ArrowRight');
        await soon(lockedText, (x) => x.startsWith(`${v}|`), (x) => `${v}: ${x}`);
      }
      assert(!(await page.$('svg.tree, table.who-sees, .tensor-list, .finding, .replay, .details')), 'a locked view drew its content');
      const cons = await page.textContent('.pane.out');
      assert(cons.includes(tr(lang, 'quiz.consoleLocked')) && !cons.includes('tensors trained'), `console in quiz mode: ${cons.slice(0, 200)}`);
      if (lang === 'en') await page.screenshot({ path: join(docShots, 'quiz-mode-locked-en-1440.png') });
      await page.screenshot({ path: join(shots, `scene-quiz-locked-${lang}-${width}.png`), fullPage: width < 500 });
      // Reveal all from a locked view: en by mouse, zh by keyboard
      if (lang === 'en') await page.click('.quiz-lock [data-action="reveal-all"]');
      else { await page.focus('.quiz-lock [data-action="reveal-all"]'); await page.keyboard.press('Enter'); }
      await soon(() => page.$('.replay[data-steps]'), Boolean, 'replay still locked after Reveal all');
      await soon(() => consoleText(page), (t) => t.trim() === out.trim(), (t) => `console after reveal: ${JSON.stringify(t)}`);
      await page.click('#tab-findings');
      await soon(() => page.$('.finding[data-rule="modules-in-list"]'), Boolean, 'findings still locked');
      await page.click('#tab-tree');
      await soon(() => page.$$eval('svg.tree .chip[data-name="blocks"]', (els) => els.map((e) => e.dataset.store)), (x) => x.join() === '__dict__', (x) => `tree after reveal: ${x}`);
      assert(!(await page.$('.tabs [data-locked]')) && !(await page.textContent('.tabs')).includes(tr(lang, 'quiz.lockedTab')), 'tabs still marked locked');
      await page.click('#tab-quiz');
      await soon(() => page.evaluate(() => [document.querySelectorAll('.quiz-item').length, document.querySelectorAll('.quiz-item.revealed').length]), (x) => x[0] > 0 && x[0] === x[1], (x) => `revealed ${x[1]} of ${x[0]}`);
      await soon(() => page.$eval('.quiz-mode', (e) => [e.dataset.revealed, e.textContent]), (x) => x[0] === 'true' && x[1].includes(tr(lang, 'quiz.unlocked')), (x) => `after reveal: ${x}`);
      await ctx.close();
    }
  });
  await check('scene: findings point at the right line', async () => {
    const { ctx, page } = await newPage();
    await page.goto(base);
    await ready(page);
    await setCode(page, lesson('lesson_15_half_registered_blocks.py'));
    await runAndWait(page);
    await page.click('#tab-findings');
    const f = await page.waitForSelector('.finding[data-rule="modules-in-list"]', { timeout: 5000 });
    await soon(() => f.getAttribute('data-line'), (l) => l === '9', (l) => `modules-in-list on line ${l}, not 9`);
    await ctx.close();
  });
}

await browser.close();
server.kill();
console.log(`\ngroups: ${groups.join(', ')}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
