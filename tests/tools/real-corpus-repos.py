# real-corpus-repos.py — build tests/py/real/real_py_<prefix>_<module>.py from a mirror of any public repository
# (session 7; real-corpus-gen.py does TheAlgorithms/Python).
#   python3 tests/tools/real-corpus-repos.py OUTDIR MIRROR PREFIX LICENSE MODE PATH...
# MIRROR is a git dir from the fetch tool (/work/.mirror/owner+name/repo); the module is kept verbatim, its
# `if __name__ == "__main__":` block is replaced by a driver. MODE picks the driver:
#   tests    every top-level `test_*` function, in source order, is called; prints "<name> ok" or
#            "<name> <ExceptionType> <message>" (learn-python style files: assert-based tests).
#   script   (session 9) the file runs as written, its `__main__` block included: example scripts that print.
#   doctest  every docstring example, in order, inside try/except; an expression's value printed with repr
#            (the same rule as real-corpus-gen.py).
# Session 9: a doctest example that imports the repository's own package (the first folder of PATH) is left
# out. A PATH may be DEP.py+MAIN.py (session 9, more-itertools): DEP is put first, verbatim, and MAIN's relative
# imports (`from .DEP import ...`) are removed, as both then live in one module; the driver is MAIN's.
import ast, doctest, os, re, subprocess, sys

OUT, G, PREFIX, LICENSE, MODE = sys.argv[1:6]
PATHS = sys.argv[6:]
COMMIT = subprocess.check_output(['git', '--git-dir', G, 'rev-parse', 'HEAD'], text=True).strip()
REPO = os.path.basename(os.path.dirname(G)).replace('+', '/', 1)


def src(p):
    return subprocess.check_output(['git', '--git-dir', G, 'show', 'HEAD:' + p], text=True)


def strip_main(s, tree):
    lines = s.split('\n')
    for n in tree.body:
        if isinstance(n, ast.If) and isinstance(n.test, ast.Compare) and isinstance(n.test.left, ast.Name) \
           and n.test.left.id == '__name__':
            start, end = n.lineno - 1, n.end_lineno
            lines[start:end] = ['# (the `if __name__ == "__main__":` block is removed: the driver below calls the code)']
            break
    return '\n'.join(lines).rstrip('\n')


def driver_tests(tree):
    out = ['', '', '# --- driver (added for nnscope): each test function above is called, its result printed ---']
    names = [n.name for n in tree.body if isinstance(n, ast.FunctionDef) and n.name.startswith('test_')]
    for name in names:
        out += ['try:', f'    {name}()', f'    print({name!r}, "ok")', 'except Exception as _e:',
                f'    print({name!r}, type(_e).__name__, _e)']
    return '\n'.join(out) + '\n', len(names)


def imports_own_package(e, pkg):
    """The example imports the repository's own package (the module runs standalone here, and the
    oracle's Python may have another version of that package installed)."""
    return bool(pkg) and re.search(r'^\s*(from|import)\s+' + re.escape(pkg) + r'\b', e, re.M) is not None


def driver_doctest(tree, pkg=''):
    parser = doctest.DocTestParser()
    exs = []
    for node in [tree] + [n for n in ast.walk(tree) if isinstance(n, (ast.FunctionDef, ast.ClassDef, ast.AsyncFunctionDef))]:
        d = ast.get_docstring(node, clean=True)
        if d:
            try:
                exs += [e.source for e in parser.get_examples(d)]
            except ValueError:
                pass
    out = ['', '', '# --- driver (added for nnscope): the examples of the docstrings above, printed ---',
           'def _show(v):', '    if v is not None:', '        print(repr(v))', '']
    n = 0
    for e in exs:
        e = e.rstrip('\n')
        try:
            t = ast.parse(e)
        except SyntaxError:
            continue
        if 'doctest' in e or 'input(' in e or imports_own_package(e, pkg):
            continue
        out.append('try:')
        if len(t.body) == 1 and isinstance(t.body[0], ast.Expr):
            body = '_show(' + e + ')' if '\n' not in e and '#' not in e else '_show((\n' + e + '\n))'
            out += ['    ' + l for l in body.split('\n')]
        else:
            out += ['    ' + l for l in e.split('\n')]
        out += ['except Exception as _e:', '    print(type(_e).__name__, _e)']
        n += 1
    return '\n'.join(out) + '\n', n


def drop_relative_imports(s, tree):
    lines = s.split('\n')
    for n in reversed(tree.body):
        if isinstance(n, ast.ImportFrom) and n.level:
            lines[n.lineno - 1:n.end_lineno] = ['# (a relative import of the module above is removed: both are in this file)']
    return '\n'.join(lines)


for p in PATHS:
    dep = ''
    if '+' in p:
        d, p = p.split('+', 1)
        ds = src(d)
        dep = f'# --- {d} ---\n' + strip_main(ds, ast.parse(ds)) + f'\n\n\n# --- {p} ---\n'
    s = src(p)
    tree = ast.parse(s)
    if MODE == 'script':
        drv, n = '', 1
    else:
        drv, n = driver_tests(tree) if MODE == 'tests' else driver_doctest(tree, p.split('/')[0] if '/' in p else '')
    if dep:
        s = dep + drop_relative_imports(s, tree)
        tree = ast.parse(s)
    if not n:
        print('skip (nothing to call):', p, file=sys.stderr)
        continue
    base = os.path.splitext(os.path.basename(p))[0]
    if MODE == 'script':   # example.py files: named by their recipe folder
        folder, stem = os.path.splitext(p)[0].split('/')[-2:]
        base = folder[:45].rstrip('_-') + '_' + stem
    if base.startswith('test_'):
        base = base[5:]
    name = re.sub(r'[^A-Za-z0-9_]', '_', f'real_py_{PREFIX}_{base}')
    head = f'# {REPO}, {(d + " and ") if dep else ""}{p}, commit {COMMIT}, {LICENSE}.\n'
    body = s.rstrip('\n') if MODE == 'script' else strip_main(s, tree)
    open(os.path.join(OUT, name + '.py'), 'w').write(head + body + '\n' + drv)
    print(name)
