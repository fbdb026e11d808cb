#!/usr/bin/env node
// run.mjs — the scope suite: scenes and findings of real programs.
//
//   node tests/scope/run.mjs [--bin build/nnscope] [--no-wasm] [--filter SUBSTR]   (--filter cli: the CLI checks only)
//
// 1. Every program of ../shared/corpus/seed, tests/py/{nn,layers,optim,lessons}
//    and tests/scope/progs goes through `nnscope scene`: the JSON must
//    validate against docs/scene.schema.json (ajv), its ids must resolve, and
//    the output recorded in it must be the bytes `nnscope run` prints.
// 2. The findings of all of them must be exactly those listed in
//    tests/scope/findings_expected.json (each entry says why the program
//    deserves it); a program not listed must have none.
// 3. Key facts of the targeted programs in tests/scope/progs.
// 4. The CLI for CI: `nnscope audit` exit statuses (error findings, a program
//    that fails or is stopped), --json, --help; the WASM CLI the same.
// 5. `node wasm-build/nnscope.mjs scene` prints the same bytes as the native
//    CLI for a few programs (when the WASM build records scenes).
// Prints failures, then "N passed, M failed".
import { spawn, spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join, resolve, dirname, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import os from 'node:os';
import Ajv2020 from 'ajv/dist/2020.js';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const args = process.argv.slice(2);
const opt = (f) => { const i = args.indexOf(f); return i >= 0 ? args[i + 1] : null; };
const bin = resolve(root, opt('--bin') || 'build/nnscope');
const filter = opt('--filter');
const noWasm = args.includes('--no-wasm');

let passed = 0, failed = 0;
const fail = (what, msg) => { failed++; console.log(`FAIL ${what}: ${msg}`); };
const check = (what, cond, msg = '') => { if (cond) passed++; else fail(what, msg || 'check failed'); return cond; };

const schema = JSON.parse(readFileSync(join(root, 'docs', 'scene.schema.json'), 'utf8'));
const validate = new Ajv2020({ allErrors: true, strict: true, strictRequired: false, allowUnionTypes: true }).compile(schema);

// ---- programs ---------------------------------------------------------------
const dirs = [join(root, '..', 'shared', 'corpus', 'seed'), ...['nn', 'layers', 'optim', 'lessons'].map((d) => join(root, 'tests', 'py', d)),
  join(root, 'tests', 'scope', 'progs')];
const files = dirs.filter(existsSync).flatMap((d) => readdirSync(d).sort().filter((f) => f.endsWith('.py')).map((f) => join(d, f)))
  .filter((f) => !filter || f.includes(filter));
const key = (f) => relative(root, f).replace(/^\.\.\/shared\/corpus\//, 'corpus/');

function runCmd(cmdArgs, merge) {
  return new Promise((res) => {
    const p = spawn(merge ? '/bin/sh' : cmdArgs[0], merge ? ['-c', `"$0" "$@" 2>&1`, ...cmdArgs] : cmdArgs.slice(1),
      { cwd: root });
    const chunks = [];
    let err = '';
    p.stdout.on('data', (d) => chunks.push(d));
    p.stderr.on('data', (d) => { err += d; });
    const timer = setTimeout(() => p.kill('SIGKILL'), 120000);
    p.on('close', (code) => { clearTimeout(timer); res({ code, out: Buffer.concat(chunks), err }); });
  });
}

async function pool(items, n, fn) {
  const out = new Array(items.length);
  let next = 0;
  await Promise.all(Array.from({ length: n }, async () => {
    while (next < items.length) { const i = next++; out[i] = await fn(items[i]); }
  }));
  return out;
}

// Every "mN"/"tN"/"oN" a scene mentions must be defined in it.
function danglingRefs(s) {
  const bad = [];
  const m = (id) => { if (!s.modules[id]) bad.push(id); };
  const t = (id) => { if (!s.tensors[id]) bad.push(id); };
  const o = (id) => { if (!s.optimizers[id]) bad.push(id); };
  s.roots.forEach((r) => m(r.ref));
  for (const mod of Object.values(s.modules)) for (const a of mod.attrs) {
    if (a.ref) (a.ref[0] === 'm' ? m : t)(a.ref);
    (a.refs || []).forEach((r) => (r[0] === 'm' ? m : t)(r));
  }
  for (const tt of Object.values(s.tensors)) tt.seen_by.optimizers.forEach(o);
  for (const op of Object.values(s.optimizers)) op.groups.forEach((g) => g.params.forEach(t));
  s.events.forEach((e) => m(e.module));
  s.calls.forEach((c) => m(c.module));
  s.steps.forEach((st) => { o(st.optimizer); st.changed.forEach((c) => t(c.ref)); st.unchanged.forEach((c) => t(c.ref)); });
  s.findings.forEach((f) => f.module && m(f.module));
  return bad;
}

const expected = JSON.parse(readFileSync(join(root, 'tests', 'scope', 'findings_expected.json'), 'utf8'));
const scenes = {};
const t0 = Date.now();
await pool(files, Math.max(1, Math.min(os.cpus().length, 4)), async (f) => {
  const k = key(f);
  const [sc, run] = await Promise.all([runCmd([bin, 'scene', f]), runCmd([bin, 'run', f], true)]);
  if (!check(`${k}: scene exits 0`, sc.code === 0, `exit ${sc.code} ${sc.err.slice(0, 300)}`)) return;
  let s;
  try { s = JSON.parse(sc.out.toString('utf8')); } catch (e) { fail(`${k}: JSON`, e.message); return; }
  scenes[k] = s;
  check(`${k}: schema`, validate(s), JSON.stringify(validate.errors || []).slice(0, 600));
  const bad = danglingRefs(s);
  check(`${k}: ids resolve`, bad.length === 0, `undefined ${[...new Set(bad)].join(', ')}`);
  const text = s.output.map((o) => o.text).join('');
  check(`${k}: output = run`, text === run.out.toString('utf8'), 'the recorded output differs from `nnscope run`');
  check(`${k}: exit = run`, s.status.exit === run.code, `scene says ${s.status.exit}, run exited ${run.code}`);
});
console.log(`${files.length} programs recorded in ${((Date.now() - t0) / 1000).toFixed(1)} s`);

// ---- findings: exactly the expected ones ------------------------------------
const got = {};
for (const [k, s] of Object.entries(scenes)) if (s.findings.length) got[k] = s.findings.map((f) => `${f.rule}@${f.line}`).sort();
const want = {};
for (const [k, list] of Object.entries(expected.programs)) if (!filter || k.includes(filter)) want[k] = list.map((e) => `${e.rule}@${e.line}`).sort();
for (const k of new Set([...Object.keys(got), ...Object.keys(want)])) {
  if (!scenes[k] && want[k]) { fail(`${k}: findings`, 'program not recorded'); continue; }
  const a = JSON.stringify(got[k] || []), b = JSON.stringify(want[k] || []);
  check(`${k}: findings`, a === b, `got ${a}, expected ${b}`);
}
// every finding is well formed: message, a fix that is code or null
for (const [k, s] of Object.entries(scenes)) for (const f of s.findings) {
  check(`${k}: ${f.rule} message`, f.message.length > 10 && !f.message.includes('\n'), f.message);
}

// ---- key facts of the targeted programs --------------------------------------
const P = (n) => scenes[`tests/scope/progs/${n}.py`];
const attr = (s, mid, name) => s.modules[mid].attrs.find((a) => a.name === name);
const rootMod = (s, name) => s.roots.find((r) => r.name === name).ref;
const facts = {
  'list of modules → __dict__ list with refs': (s = P('scope_list_of_modules')) => {
    const a = attr(s, rootMod(s, 'net'), 'layers');
    return a.store === '__dict__' && a.kind === 'list' && a.refs.length === 2 && a.refs.every((r) => s.modules[r].class === 'Linear')
      && a.summary === 'list of 2 Linear' && attr(s, rootMod(s, 'net'), 'n').repr === '5'
      && Object.values(s.tensors).every((t) => !t.seen_by.parameters && !t.seen_by.to && t.seen_by.state_dict.length === 0);
  },
  'ModuleList → _modules, keys in state_dict': (s = P('scope_modulelist_fix')) => {
    const a = attr(s, rootMod(s, 'net'), 'layers');
    const ml = s.modules[a.ref];
    return a.store === '_modules' && ml.class === 'ModuleList' && ml.attrs.map((x) => x.name).join() === '0,1'
      && Object.values(s.tensors).filter((t) => t.seen_by.parameters && t.seen_by.to).length === 4
      && s.tensors[attr(s, ml.attrs[0].ref, 'weight').ref].seen_by.state_dict.join() === 'layers.0.weight';
  },
  'tied weights: two paths, two state_dict keys, one parameter': (s = P('scope_tied_weights')) => {
    const ts = Object.values(s.tensors).filter((t) => t.parameter);
    return ts.length === 1 && ts[0].paths.join() === 'm.enc.weight,m.dec.weight' && ts[0].seen_by.state_dict.join() === 'enc.weight,dec.weight'
      && ts[0].seen_by.parameters && s.findings[0].rule === 'tied-weights' && s.findings[0].path === 'dec.weight';
  },
  'persistent=False: not in state_dict, moved by .to()': (s = P('scope_persistent_false')) => {
    const m = rootMod(s, 'm');
    const keep = attr(s, m, 'keep'), mask = attr(s, m, 'mask');
    return keep.persistent === true && mask.persistent === false && s.tensors[mask.ref].seen_by.state_dict.length === 0
      && s.tensors[mask.ref].seen_by.to && s.tensors[keep.ref].seen_by.state_dict.join() === 'keep';
  },
  'plain tensor attribute: to false, finding with buffer fix': (s = P('scope_plain_tensor')) => {
    const a = attr(s, rootMod(s, 'm'), 'scale');
    const t = s.tensors[a.ref];
    const f = s.findings.find((x) => x.rule === 'tensor-attribute');
    return a.kind === 'tensor' && !t.seen_by.to && t.dtype === 'torch.float32' && f && f.line === 9
      && f.fix === 'self.register_buffer("scale", torch.ones(3))';
  },
  'replay: every registry path has its event, line and check': (s = P('scope_replay_registry')) => {
    const ev = (line) => s.events.filter((e) => e.line === line).map((e) => `${e.name} ${e.action} ${e.store} ${e.from} ${e.check}`).join('|');
    const want = {
      8: 'fc error _modules null module', 15: 'w set _parameters null parameter', 16: 'mean set _buffers null register_buffer',
      17: 'tmp set _buffers null register_buffer', 18: 'head set _modules null add_module', 19: 'b set _parameters null register_parameter',
      20: 'scale set __dict__ null plain', 21: 'n set __dict__ null plain', 22: 'mean set _buffers _buffers buffer-slot',
      23: 'w set _parameters _parameters parameter', 24: 'b set _parameters _parameters parameter-slot',
      25: 'head set _modules _modules module-slot', 26: 'head set _modules _modules module', 27: 'n set __dict__ __dict__ plain',
      28: 'blocks set __dict__ null plain', 33: 'w error _parameters _parameters parameter-slot',
      40: 'n del __dict__ __dict__ delete', 41: 'tmp del _buffers _buffers delete', 42: 'extra set _parameters null parameter',
    };
    const bad = Object.entries(want).filter(([l, w]) => ev(+l) !== w).map(([l]) => `${l}: ${ev(+l)}`);
    const err = s.events.find((e) => e.line === 33).error, early = s.events.find((e) => e.line === 8).error;
    const mv = s.moves.find((m) => m.line === 43);
    const ok = bad.length === 0 && err.type === 'TypeError' && err.message.startsWith("cannot assign 'torch.FloatTensor' as parameter 'w'")
      && early.type === 'AttributeError' && early.message === 'cannot assign module before Module.__init__() call'
      && mv && mv.method === 'double' && mv.moved.map((x) => x.path).join() === 'w,extra,head.weight,head.bias,mean'
      && mv.moved.every((x) => x.dtype === 'torch.float64') && mv.stayed.map((x) => `${x.path}:${x.dtype}`).join() === 'scale:torch.float32,blocks[0].weight:torch.float32,blocks[0].bias:torch.float32'
      && s.events.every((e) => typeof e.check === 'string');
    if (!ok) console.log('  replay events:', bad.join('; '));
    return ok;
  },
  'frozen weights across steps': (s = P('scope_frozen_steps')) => {
    const net = rootMod(s, 'net');
    const extraW = s.tensors[attr(s, attr(s, net, 'extra').refs[0], 'weight').ref];
    const gain = attr(s, net, 'gain').ref;
    const frozenIds = s.steps[2].unchanged.map((u) => u.ref);
    return s.steps.length === 3 && s.steps.every((st) => st.changed.length === 2 && st.changed.every((c) => c.delta_norm > 0))
      && frozenIds.includes(gain) && extraW.grad && extraW.seen_by.optimizers.length === 0
      && s.steps[0].unchanged.some((u) => u.reason.includes('plain list (net.extra)'))
      && s.losses.length === 3 && s.steps[2].loss === s.losses[2].value;
  },
  'hooks fired, in their call': (s = P('scope_hooks')) => {
    const top = s.calls.find((c) => c.path === '');
    const lin = s.calls.find((c) => c.path === '0');
    return top && lin && top.hooks.map((h) => `${h.kind}:${h.fn}:${h.line}`).join() === 'forward_pre:log_pre:5'
      && lin.hooks.map((h) => `${h.kind}:${h.fn}`).join() === 'forward:log_post' && lin.depth === 1 && top.depth === 0
      && top.via === '__call__' && top.line === 16;
  },
  'forward called directly: via forward, hooks skipped, finding': (s = P('scope_forward_direct')) => {
    const vias = s.calls.map((c) => `${c.via}@${c.line}:${c.hooks.length}:${c.depth}`).join();
    const f = s.findings.find((x) => x.rule === 'forward-called-directly');
    return vias === '__call__@7:1:0,forward@8:0:0' && f && f.line === 8 && f.fix === 'b = m(x)';
  },
  'layer in forward': (s = P('scope_layer_in_forward')) => {
    const f = s.findings.find((x) => x.rule === 'layer-in-forward');
    return f && f.line === 11 && s.modules[f.module].class === 'Bad' && f.fix.startsWith('self.head = nn.Linear(4, 2)');
  },
  'missing super().__init__()': (s = P('scope_missing_super')) => {
    const f = s.findings.find((x) => x.rule === 'missing-super-init');
    return f && f.line === 5 && f.fix === 'super().__init__()' && s.modules[f.module].class === 'Forgot' && !s.modules[f.module].init_called;
  },
  'optimizer over a subset': (s = P('scope_optimizer_subset')) => {
    const f = s.findings.find((x) => x.rule === 'optimizer-subset');
    const o = Object.values(s.optimizers)[0];
    return f && f.line === 5 && f.path === '0.weight' && o.groups[0].params.length === 2 && o.line === 5;
  },
  'grad without optimizer': (s = P('scope_grad_without_optimizer')) => {
    const f = s.findings.find((x) => x.rule === 'grad-without-optimizer');
    return f && f.path === 'bias2' && f.line === 9;
  },
  'duplicate across optimizers': (s = P('scope_duplicate_groups')) => {
    const f = s.findings.find((x) => x.rule === 'duplicate-in-groups');
    return f && f.path === 'weight' && Object.keys(s.optimizers).length === 2;
  },
  'inplace on leaf': (s = P('scope_inplace_leaf')) => {
    const f = s.findings.find((x) => x.rule === 'inplace-on-leaf');
    return f && f.line === 6 && f.fix === 'with torch.no_grad(): m.weight.mul_(2.0)';
  },
  'error midway: scene with error line and column': (s = P('scope_error_midway')) => {
    const e = s.status.error;
    return s.status.exit === 1 && e && e.type === 'AttributeError' && e.line === 12 && e.col === 6
      && e.message === "'Net' object has no attribute 'missing_layer'" && s.roots[0].name === 'net' && s.status.limit === null;
  },
  'unicode names and text': (s = P('scope_names_unicode')) => {
    const m = s.modules[rootMod(s, 'modèle')];
    return m.class === 'Modèle' && m.attrs[0].name === 'poids_é' && m.attrs[1].repr.includes('😀')
      && s.output[0].text === 'sortie: é 😀 \u2028 \x01\n';
  },
  'deep-copied modules (TransformerEncoder layers, cloned blocks) count as initialised': (s = P('scope_deepcopy_layers')) => {
    const enc = s.modules[rootMod(s, 'enc')];
    const layers = s.modules[attr(s, rootMod(s, 'enc'), 'layers').ref];
    const blocks = s.modules[attr(s, rootMod(s, 'net'), 'blocks').ref];
    return enc.class === 'TransformerEncoder' && layers.attrs.length === 2 && blocks.attrs.length === 3
      && Object.values(s.modules).every((m) => m.init_called) && s.findings.length === 0
      && s.roots.map((r) => r.name).join() === 'layer,enc,net,twin';
  },
  'a loop variable aliasing a model is no root, and no tensor looks tied': (s = P('scope_loop_alias')) => {
    return s.roots.map((r) => r.name).join() === 'good,bad'
      && Object.values(s.tensors).every((t) => t.paths.length === 1 && t.seen_by.state_dict.length === 1)
      && s.findings.length === 0;
  },
  '10,000 steps: bounded records': (s = P('scope_long_training')) => {
    const grids = s.steps.filter((st) => st.changed.some((c) => c.values)).length;
    return s.steps.length <= 1000 && s.steps.length >= 500 && grids <= 128 && s.losses.length <= 4000 && s.calls.length <= 2000
      && s.steps[0].index === 0 && s.steps.at(-1).index >= 9900;
  },
};
for (const [name, fn] of Object.entries(facts)) {
  const prog = /P\('([^']+)'\)/.exec(fn.toString());
  if (filter && prog && !scenes[`tests/scope/progs/${prog[1]}.py`]) continue;   // not recorded in this run
  let ok = false, err = '';
  try { ok = !!fn(); } catch (e) { err = e.message; }
  check(`fact: ${name}`, ok, err);
}

// ---- speed: recording a 10,000-step loop costs little (CPU time, not wall
// clock: the machine may be busy) -----------------------------------------------
if (!filter && existsSync('/usr/bin/time')) {
  const prog = join(root, 'tests', 'scope', 'progs', 'scope_long_training.py');
  const cpu = (cmd) => {
    const r = spawnSync('/usr/bin/time', ['-f', 'CPU %U %S', bin, cmd, prog], { encoding: 'utf8', maxBuffer: 1 << 28 });
    const m = /CPU ([\d.]+) ([\d.]+)/.exec(r.stderr || '');
    return m ? +m[1] + +m[2] : Infinity;
  };
  const tr = Math.min(cpu('run'), cpu('run')), ts = Math.min(cpu('scene'), cpu('scene'));
  console.log(`10,000 steps: run ${tr.toFixed(2)} s, scene ${ts.toFixed(2)} s of CPU`);
  check('speed: scene ≤ 1.25 × run + 0.1 s (CPU)', ts <= tr * 1.25 + 0.1, `run ${tr.toFixed(2)} s, scene ${ts.toFixed(2)} s`);
}

// ---- the CLI for CI: audit exit status, --json, --help ---------------------------
{
  const lesson15 = 'tests/py/lessons/lesson_15_half_registered_blocks.py';
  const tied = 'tests/scope/progs/scope_tied_weights.py';            // an info finding only
  const crash = 'tests/scope/progs/scope_error_midway.py';           // uncaught AttributeError
  const cases = [
    ['audit with an error finding exits 1', ['audit', lesson15], (r) => r.code === 1 && /error \[modules-in-list\]/.test(r.out)],
    ['audit with only an info finding exits 0', ['audit', tied], (r) => r.code === 0 && r.out.includes('[tied-weights]')],
    ['audit of a failing program exits 3 and says so', ['audit', crash],
      (r) => r.code === 3 && r.out.includes(':12: the program failed: AttributeError') && !/: no findings\n/.test(r.out)],
    ['audit stopped by the budget exits 3', ['audit', lesson15, '--budget', '1000'], (r) => r.code === 3 && r.out.includes('operation budget reached')],
    ['audit --json: status, counts, findings', ['audit', '--json', lesson15], (r) => {
      const j = JSON.parse(r.out);
      return r.code === 1 && j.format === 'nnscope-audit' && j.status.exit === 0 && j.counts.error === 1
        && j.findings.some((f) => f.rule === 'modules-in-list' && f.line === 9);
    }],
    ['audit --json of a failing program', ['audit', crash, '--json'], (r) => {
      const j = JSON.parse(r.out);
      return r.code === 3 && j.status.error.type === 'AttributeError' && j.status.error.line === 12;
    }],
    ['--help on stdout, status 0', ['--help'], (r) => r.code === 0 && r.out.startsWith('usage:') && r.err === ''],
    ['audit -h on stdout, status 0', ['audit', '-h'], (r) => r.code === 0 && r.out.includes('--json')],
    ['no file: usage on stderr, status 2', ['audit'], (r) => r.code === 2 && r.out === '' && r.err.startsWith('usage:')],
  ];
  const wasmAudit = existsSync(join(root, 'wasm-build', 'out', 'nnscope-simd.mjs'))
    && readFileSync(join(root, 'wasm-build', 'out', 'nnscope-simd.mjs'), 'utf8').includes('nns_run_audit');
  for (const [what, a, ok] of cases) {
    if (filter && filter !== 'cli' && !a.some((x) => x.includes(filter))) continue;
    const n = await runCmd([bin, ...a]);
    const r = { code: n.code, out: n.out.toString('utf8'), err: n.err };
    let good = false;
    try { good = ok(r); } catch (e) { good = false; }
    check(`cli: ${what}`, good, `exit ${r.code}; ${r.out.slice(0, 200)} ${r.err.slice(0, 200)}`);
    if (!noWasm && wasmAudit) {
      const w = await runCmd(['node', join(root, 'wasm-build', 'nnscope.mjs'), ...a]);
      const same = w.code === n.code && (a[0] !== 'audit' || a.includes('-h') || w.out.toString('utf8') === r.out);
      check(`cli wasm = native: ${what}`, same, `wasm exit ${w.code} vs ${n.code}; ${w.out.toString('utf8').slice(0, 200)} ${w.err.slice(0, 200)}`);
    }
  }
}

// ---- WASM front door prints the same scene ------------------------------------
const wasmOut = join(root, 'wasm-build', 'out', 'nnscope-simd.mjs');
const wasmHasScene = existsSync(wasmOut) && readFileSync(wasmOut, 'utf8').includes('nns_run_scene');
if (!noWasm && wasmHasScene && !filter) {
  const progs = ['tests/py/lessons/lesson_15_half_registered_blocks.py', 'tests/py/lessons/lesson_01_list_vs_modulelist.py',
    'tests/scope/progs/scope_hooks.py', 'tests/scope/progs/scope_error_midway.py', 'tests/scope/progs/scope_names_unicode.py',
    'tests/scope/progs/scope_frozen_steps.py'];
  for (const p of progs) {
    const [n, w] = await Promise.all([runCmd([bin, 'scene', p]), runCmd(['node', join(root, 'wasm-build', 'nnscope.mjs'), 'scene', p])]);
    check(`wasm = native: ${p}`, w.code === 0 && Buffer.compare(n.out, w.out) === 0,
      `exit ${w.code}; ${n.out.length} vs ${w.out.length} bytes ${w.err.slice(0, 200)}`);
  }
} else if (!noWasm && !filter) {
  console.log('wasm: skipped (wasm-build/out has no scene export; run npm run build:wasm)');
}

console.log(`${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
