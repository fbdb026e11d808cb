#!/usr/bin/env node
// supported.mjs — keep docs/supported.md's module table true to the engine.
//
//   node tests/tools/supported.mjs [--write] [--bin build/nnscope]
//
// Asks the engine (one program run through build/nnscope) which modules
// import: every Python-source module of core/py/lib, every native module
// defined in core/ (py_ModuleDef), and every name the doc mentions. Then
// checks docs/supported.md: the "### Modules" table must have one row per
// public importable module (no leading underscore, not torch, not dotted)
// and no row for a module that does not import; every module named in the
// "Modules that reach outside the sandbox do not exist" sentence must fail
// with ModuleNotFoundError. One check per module, closing with
// "N passed, M failed". --write rewrites the table (rows keep their notes;
// a new row takes the first line of the module's docstring) and the
// sentence, instead of failing.
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync, readdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join, resolve, dirname } from 'node:path';
import { tmpdir } from 'node:os';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const args = process.argv.slice(2);
const write = args.includes('--write');
const bi = args.indexOf('--bin');
const bin = bi >= 0 ? resolve(args[bi + 1]) : join(root, 'build', 'nnscope');
const docPath = join(root, 'docs', 'supported.md');
let doc = readFileSync(docPath, 'utf8');

// --- the candidates
function walk(dir, out) {
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, e.name);
    if (e.isDirectory()) walk(p, out);
    else if (e.name.endsWith('.c')) out.push(p);
  }
  return out;
}
const names = new Set();
for (const f of readdirSync(join(root, 'core', 'py', 'lib'))) if (f.endsWith('.py')) names.add(f.slice(0, -3));
for (const f of walk(join(root, 'core'), []))
  for (const m of readFileSync(f, 'utf8').matchAll(/py_ModuleDef\s+py_moddef_\w+\s*=\s*\{\s*"([^"]+)"/g)) names.add(m[1]);

const tableStart = doc.indexOf('### Modules');
const tableRe = /^\| `([A-Za-z_][\w.]*)` \| (.*) \|$/gm;
const section = doc.slice(tableStart);
const rows = new Map();
for (const m of section.matchAll(tableRe)) { if (rows.size && m.index > section.indexOf('\n\n', section.indexOf('| --- |'))) break; rows.set(m[1], m[2]); }
const sentRe = /Modules that reach outside the sandbox do not exist: ([^\n]*(?:\n[^\n]+)*?) raises `ModuleNotFoundError: No module named 'os'`\./;
const sent = doc.match(sentRe);
const absent = sent ? [...sent[1].matchAll(/`([\w.]+)`/g)].map((m) => m[1]).filter((n) => n !== 'import') : [];
for (const n of [...rows.keys(), ...absent]) names.add(n.replace(/^import /, ''));

// --- ask the engine
const all = [...names].sort();
const prog = [
  'import sys',
  `for name in ${JSON.stringify(all)}:`,
  '    try:',
  '        m = __import__(name)',
  '        for part in name.split(".")[1:]:',
  '            m = getattr(m, part)',
  '        doc = (getattr(m, "__doc__", None) or "").strip().split("\\n")[0]',
  '        print(name, "ok", doc)',
  '    except ModuleNotFoundError as e:',
  '        print(name, "missing", e)',
  '    except BaseException as e:',
  '        print(name, "error", type(e).__name__)',
].join('\n') + '\n';
const dir = mkdtempSync(join(tmpdir(), 'supported-'));
const file = join(dir, 'supported_probe.py');
writeFileSync(file, prog);
const r = spawnSync(bin, ['run', file], { encoding: 'utf8' });
rmSync(dir, { recursive: true, force: true });
if (r.status !== 0) { console.log(r.stdout + r.stderr); console.log('0 passed, 1 failed'); process.exit(1); }
const state = new Map();
for (const line of r.stdout.split('\n')) {
  const m = line.match(/^(\S+) (ok|missing|error) ?(.*)$/);
  if (m) state.set(m[1], { status: m[2], doc: m[3] });
}

// --- check (or rewrite)
const isPublic = (n) => !n.startsWith('_') && !n.startsWith('torch') && !n.includes('.');
const importable = all.filter((n) => state.get(n)?.status === 'ok' && isPublic(n));
let passed = 0, failed = 0;
const problems = [];
function check(ok, what) { if (ok) passed++; else { failed++; problems.push(what); } }
for (const n of importable) check(rows.has(n), `docs/supported.md: \`${n}\` imports but has no row in the modules table`);
for (const n of rows.keys()) check(state.get(n)?.status === 'ok', `docs/supported.md: \`${n}\` has a row but does not import (${state.get(n)?.status})`);
for (const n of absent) check(state.get(n)?.status === 'missing', `docs/supported.md: \`${n}\` is listed as missing but imports`);

if (write) {
  const keep = importable.map((n) => `| \`${n}\` | ${rows.get(n) ?? (state.get(n).doc || 'available')} |`);
  const lines = doc.split('\n');
  const first = lines.findIndex((l, i) => i > doc.slice(0, tableStart).split('\n').length && /^\| `/.test(l));
  let last = first;
  while (last + 1 < lines.length && /^\| `/.test(lines[last + 1])) last++;
  lines.splice(first, last - first + 1, ...keep);
  doc = lines.join('\n');
  if (sent) {
    const still = absent.filter((n) => state.get(n)?.status === 'missing');
    const head = still.filter((n) => n === 'os');
    const rest = still.filter((n) => n !== 'os');
    const text = `Modules that reach outside the sandbox do not exist: \`import ${head[0] || 'os'}\` (and ${rest.map((n) => `\`${n}\``).join(', ')}...) raises \`ModuleNotFoundError: No module named 'os'\`.`;
    doc = doc.replace(sentRe, text);
  }
  writeFileSync(docPath, doc);
  console.log(`docs/supported.md rewritten: ${keep.length} modules`);
  process.exit(0);
}
for (const p of problems) console.log('FAIL ' + p);
if (failed) console.log('(node tests/tools/supported.mjs --write updates the table; then write the new rows\' notes)');
console.log(`supported: ${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
