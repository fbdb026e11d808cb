// fix.js — "apply fix" for a finding, as a pure function of the source text.
// A finding carries the line it points at and a fix text. The fix is applied
// by one of three rules, tried in order:
//   1. wrap:    the fix is `TARGET = Ctor([...])` / `Ctor({...})` and line N
//               assigns TARGET a list/dict literal → the literal is wrapped:
//               `self.layers = [a, b]` → `self.layers = nn.ModuleList([a, b])`.
//   2. replace: the fix assigns the same TARGET as line N (or is a call on the
//               same object) → line N is replaced by the fix, indentation kept.
//   3. insert:  line N is a `def`/`class` header and the fix is a statement
//               it lacks (super().__init__()) → inserted after it with the
//               body's indentation.
// Before any of this, line N must still mention the finding's attribute (or
// `.forward(` for forward-called-directly): the code may have changed since
// the run.
// Returns {source, line, newText, mode} or null when nothing sensible applies.

const indentOf = (s) => /^[ \t]*/.exec(s)[0];

function assignTarget(text) {
  const m = /^\s*([A-Za-z_][\w.]*(?:\[[^\]]*\])?)\s*(?::[^=]+)?=(?!=)\s*(.*)$/s.exec(text);
  return m ? { target: m[1], rhs: m[2] } : null;
}

// The span of a bracketed literal starting at `rhs`'s first char, possibly
// spanning following lines; returns {text, endLine} or null.
function literalSpan(lines, lineIdx, col) {
  const open = lines[lineIdx][col];
  const close = { '[': ']', '{': '}', '(': ')' }[open];
  if (!close) return null;
  let depth = 0, inStr = null;
  for (let li = lineIdx; li < lines.length && li < lineIdx + 200; li++) {
    const s = lines[li];
    for (let ci = li === lineIdx ? col : 0; ci < s.length; ci++) {
      const ch = s[ci];
      if (inStr) { if (ch === '\\') ci++; else if (ch === inStr) inStr = null; continue; }
      if (ch === '"' || ch === "'") inStr = ch;
      else if (ch === '#') break;
      else if (ch === '[' || ch === '{' || ch === '(') depth++;
      else if (ch === ']' || ch === '}' || ch === ')') { depth--; if (depth === 0) return { endLine: li, endCol: ci }; }
    }
  }
  return null;
}

export function applyFix(source, finding) {
  if (!finding || typeof finding.fix !== 'string' || !finding.fix.trim() || !Number.isInteger(finding.line)) return null;
  const lines = source.split('\n');
  const idx = finding.line - 1;
  if (idx < 0 || idx >= lines.length) return null;
  const orig = lines[idx];
  const ind = indentOf(orig);
  const fix = finding.fix.trim();
  const fa = assignTarget(fix), oa = assignTarget(orig);
  // The line must still be about the finding (the code may have changed
  // since the run): it names the attribute, or the call, the finding names.
  const key = String(finding.path || '').split(/[.[\]]/).filter(Boolean).pop() || '';
  const isHeader = /^\s*(def|class)\b.*:\s*(#.*)?$/.test(orig);
  if (!isHeader) {
    if (finding.rule === 'forward-called-directly' ? !/\.forward\s*\(/.test(orig) : key && !new RegExp(`\\b${key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`).test(orig)) return null;
  }

  // 1. wrap a literal
  if (fa && oa && fa.target === oa.target) {
    const w = /^([A-Za-z_][\w.]*)\(\s*(\[\s*\.\.\.\s*\]|\{\s*\.\.\.\s*\}|\.\.\.)\s*\)\s*$/.exec(fa.rhs);
    if (w) {
      const col = orig.length - orig.replace(/^.*?=(?!=)\s*/, '').length;
      const span = literalSpan(lines, idx, col);
      if (span) {
        const endLine = lines[span.endLine];
        const before = orig.slice(0, col);
        if (span.endLine === idx) {
          const lit = orig.slice(col, span.endCol + 1);
          lines[idx] = `${before}${w[1]}(${lit})${orig.slice(span.endCol + 1)}`;
        } else {
          lines[idx] = `${before}${w[1]}(${orig.slice(col)}`;
          lines[span.endLine] = `${endLine.slice(0, span.endCol + 1)})${endLine.slice(span.endCol + 1)}`;
        }
        return { source: lines.join('\n'), line: finding.line, newText: lines[idx], mode: 'wrap' };
      }
    }
    if (!fix.includes('...')) {
      lines[idx] = ind + fix;
      return { source: lines.join('\n'), line: finding.line, newText: lines[idx], mode: 'replace' };
    }
    return null;
  }
  if (fix.includes('...')) return null;      // a sketch, not code: leave it to the reader
  // 2. replace a call/statement on the same object (m.forward(x) → m(x))
  const lead = (s) => (/^\s*(?:[A-Za-z_]\w*\s*=\s*)?([A-Za-z_]\w*)/.exec(s) || [])[1];
  if (!/^\s*(def|class)\b/.test(orig) && lead(fix) && lead(fix) === lead(orig)) {
    lines[idx] = ind + fix;
    return { source: lines.join('\n'), line: finding.line, newText: lines[idx], mode: 'replace' };
  }
  // 3. insert
  if (/^\s*(def|class)\b.*:\s*(#.*)?$/.test(orig)) {
    let bodyInd = ind + '    ';
    for (let j = idx + 1; j < lines.length; j++) if (lines[j].trim()) { bodyInd = indentOf(lines[j]); break; }
    lines.splice(idx + 1, 0, bodyInd + fix);
    return { source: lines.join('\n'), line: finding.line + 1, newText: bodyInd + fix, mode: 'insert' };
  }
  return null;
}

// Every fix of a run's findings that applies, bottom line first (an insert
// moves the lines below it, never those above): the program "after Apply fix"
// that the Compare view runs. Returns {source, applied: [finding...]}.
export function applyAllFixes(source, findings) {
  const todo = (findings || []).filter((f) => f && f.fix && Number.isInteger(f.line)).sort((a, b) => b.line - a.line);
  let text = source;
  const applied = [], lines = new Set();
  for (const f of todo) {
    if (lines.has(f.line)) continue;          // one fix per line: a second would edit the first's result
    const r = applyFix(text, f);
    if (r) { text = r.source; applied.push(f); lines.add(f.line); }
  }
  return { source: text, applied };
}
