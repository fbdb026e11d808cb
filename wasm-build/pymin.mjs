// pymin.mjs — shrink the embedded Python library's text without changing
// what it means or where anything is: comments and trailing blanks go,
// each indentation level becomes one space, leading blanks of continuation
// lines go; every line stays on its line (tracebacks and warnings through
// library frames keep their line numbers) and string literals, docstrings
// included, are kept byte for byte. Used by wasm-build/build.mjs;
// tests/tools/check-pymin.py checks the token streams are unchanged.

// Length of the string literal (prefix included) starting at s[i], or -1
// when s[i] does not start one. Handles triple quotes across lines and the
// expressions inside f-strings (which may hold strings of their own).
function stringAt(s, i) {
  let j = i;
  while (j < s.length && j - i < 3 && /[rRbBuUfF]/.test(s[j])) j++;
  const q = s[j];
  if (q !== '"' && q !== "'") return -1;
  if (j > i && i > 0 && /[\w]/.test(s[i - 1])) return -1;   // an identifier ending in r/b/f/u
  const prefix = s.slice(i, j).toLowerCase();
  const fstr = prefix.includes('f');
  const triple = s.startsWith(q.repeat(3), j);
  const close = triple ? q.repeat(3) : q;
  let k = j + close.length;
  while (k < s.length) {
    const c = s[k];
    if (c === '\\') { k += 2; continue; }
    if (!triple && c === '\n') return k - i;          // unterminated: let Python complain
    if (s.startsWith(close, k)) return k + close.length - i;
    if (fstr && c === '{') {
      if (s[k + 1] === '{') { k += 2; continue; }
      k = skipExpr(s, k + 1);
      continue;
    }
    k++;
  }
  return s.length - i;   // (in a raw string too, a backslash protects the next quote)
}

// Index just past the `}` that closes an f-string replacement field whose
// text starts at s[k].
function skipExpr(s, k) {
  let depth = 0;
  while (k < s.length) {
    const c = s[k];
    const n = stringAt(s, k);
    if (n > 0) { k += n; continue; }
    if (c === '(' || c === '[' || c === '{') depth++;
    else if (c === ')' || c === ']') depth--;
    else if (c === '}') { if (depth === 0) return k + 1; depth--; }
    k++;
  }
  return k;
}

// The minified text of the Python source `src` (same number of lines).
export function minifyPython(src) {
  const out = [];
  const indents = [0];          // indentation widths of the open blocks
  let depth = 0;                // open brackets
  let cont = false;             // the previous line ended with a backslash
  let line = '';                // the output line being built
  let atStart = true;           // nothing but blanks seen on this physical line
  let logicalStart = true;      // this physical line starts a logical line
  let i = 0;
  const endLine = () => {
    line = line.replace(/[ \t]+$/, '');
    out.push(line);
    line = '';
    atStart = true;
  };
  while (i <= src.length) {
    if (i === src.length || src[i] === '\n') {
      const hasContent = line.trim() !== '';
      cont = hasContent && line.endsWith('\\');
      endLine();
      if (hasContent) logicalStart = depth === 0 && !cont;
      i++;
      continue;
    }
    if (atStart) {
      let j = i;
      while (j < src.length && (src[j] === ' ' || src[j] === '\t' || src[j] === '\f')) j++;
      const width = j - i;
      atStart = false;
      i = j;
      if (i >= src.length || src[i] === '\n' || src[i] === '#') continue;   // blank or comment-only
      if (logicalStart) {
        if (width > indents[indents.length - 1]) indents.push(width);
        while (width < indents[indents.length - 1]) indents.pop();
        line += ' '.repeat(indents.length - 1);
      } else if (cont && width > 0) line += ' ';
      continue;
    }
    const c = src[i];
    if (c === '#') { while (i < src.length && src[i] !== '\n') i++; continue; }
    const n = stringAt(src, i);
    if (n > 0) {
      const lit = src.slice(i, i + n);
      // a literal spanning lines: emit its lines verbatim, one by one
      const parts = lit.split('\n');
      for (let p = 0; p < parts.length; p++) {
        if (p > 0) { out.push(line); line = ''; }
        line += parts[p];
      }
      i += n;
      continue;
    }
    if (c === '(' || c === '[' || c === '{') depth++;
    else if (c === ')' || c === ']' || c === '}') depth = Math.max(0, depth - 1);
    line += c;
    i++;
  }
  // the loop pushed one line per '\n' plus the last (possibly empty) one
  return out.join('\n');
}
