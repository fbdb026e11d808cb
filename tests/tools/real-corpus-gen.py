# real-corpus-gen.py — build tests/py/real/real_py_*.py from a mirror of TheAlgorithms/Python.
#   python3 tests/tools/real-corpus-gen.py OUTDIR [EVERY=3 [OFFSET=0 [FOLDER,...]]]   (then torch-oracle gen
#   the .out files). Session 6 added OFFSET and the folder list: EVERY=9 OFFSET=1 took a second slice.
# Rules (fixed before any program was run): see tests/py/real/README.md.
import ast, doctest, os, re, subprocess, sys
G = '/work/.mirror/TheAlgorithms+Python/repo'
COMMIT = subprocess.check_output(['git', '--git-dir', G, 'rev-parse', 'HEAD'], text=True).strip()
OUT = sys.argv[1]
EVERY = int(sys.argv[2]) if len(sys.argv) > 2 else 3
OFFSET = int(sys.argv[3]) if len(sys.argv) > 3 else 0
FOLDERS = ['sorts', 'searches', 'data_structures', 'dynamic_programming', 'graphs', 'maths', 'strings',
           'ciphers', 'conversions', 'bit_manipulation', 'backtracking', 'divide_and_conquer', 'hashes',
           'boolean_algebra', 'greedy_methods', 'matrix', 'other', 'knapsack', 'scheduling', 'geometry',
           'financial', 'electronics', 'data_compression', 'physics']
if len(sys.argv) > 4: FOLDERS = sys.argv[4].split(',')
THIRD = {'numpy', 'sympy', 'matplotlib', 'requests', 'bs4', 'PIL', 'cv2', 'sklearn', 'pandas', 'scipy', 'torch',
         'rich', 'qiskit', 'skfuzzy', 'tensorflow', 'keras', 'xgboost', 'lxml', 'fake_useragent', 'httpx',
         'pytest', 'tweepy', 'mpmath', 'statsmodels', 'seaborn', 'imageio', 'joblib', 'pygame', 'networkx'}
SANDBOX = {'os', 'pathlib', 'urllib', 'socket', 'subprocess', 'threading', 'multiprocessing', 'asyncio',
           'tempfile', 'shutil', 'glob', 'pickle', 'sqlite3', 'random', 'time', 'timeit', 'datetime',
           'secrets', 'uuid', 'tkinter', 'turtle', 'webbrowser', 'argparse', 'csv', 'zipfile', 'io'}
files = subprocess.check_output(['git', '--git-dir', G, 'ls-tree', '-r', '--name-only', 'HEAD'], text=True).split('\n')
def src(p): return subprocess.check_output(['git', '--git-dir', G, 'show', 'HEAD:' + p], text=True)
def eligible(p, s):
    try: tree = ast.parse(s)
    except SyntaxError: return None
    for n in ast.walk(tree):
        if isinstance(n, ast.Import): names = [a.name for a in n.names]
        elif isinstance(n, ast.ImportFrom):
            if n.level: return None
            names = [n.module or '']
        else: continue
        for m in names:
            top = m.split('.')[0]
            if top in THIRD or top in SANDBOX: return None
            if top in FOLDERS or top in ('project_euler', 'machine_learning', 'neural_network'): return None
    ex = doctest.DocTestParser()
    tests = doctest.DocTestFinder(recurse=True)
    exs = []
    for node in [tree] + [n for n in ast.walk(tree) if isinstance(n, (ast.FunctionDef, ast.ClassDef, ast.AsyncFunctionDef))]:
        d = ast.get_docstring(node, clean=True)
        if d:
            try: exs += [e.source for e in ex.get_examples(d)]
            except ValueError: pass
    if not exs: return None
    return tree, exs
def strip_main(s, tree):
    lines = s.split('\n')
    for n in tree.body:
        if isinstance(n, ast.If) and isinstance(n.test, ast.Compare) and isinstance(n.test.left, ast.Name) \
           and n.test.left.id == '__name__':
            start, end = n.lineno - 1, n.end_lineno
            lines[start:end] = ['# (the `if __name__ == "__main__":` block is removed: the driver below calls the code)']
            break
    return '\n'.join(lines).rstrip('\n')
def driver(exs):
    out = ['', '', '# --- driver (added for nnscope): the examples of the docstrings above, printed ---',
           'def _show(v):', '    if v is not None:', '        print(repr(v))', '']
    for e in exs:
        e = e.rstrip('\n')
        try: t = ast.parse(e)
        except SyntaxError: continue
        if 'doctest' in e or 'input(' in e: continue
        out.append('try:')
        if len(t.body) == 1 and isinstance(t.body[0], ast.Expr):
            body = '_show(' + e + ')' if '\n' not in e else '_show((\n' + e + '\n))'
            out += ['    ' + l for l in body.split('\n')]
        else:
            out += ['    ' + l for l in e.split('\n')]
        out += ['except Exception as _e:', '    print(type(_e).__name__, _e)']
    return '\n'.join(out) + '\n'
cands = {}
for p in sorted(files):
    if not p.endswith('.py'): continue
    parts = p.split('/')
    if parts[0] not in FOLDERS or parts[-1].startswith('test_') or parts[-1] == '__init__.py': continue
    s = src(p)
    r = eligible(p, s)
    if r: cands.setdefault(parts[0], []).append((p, s, r))
n = 0
for folder in FOLDERS:
    lst = cands.get(folder, [])
    for i, (p, s, (tree, exs)) in enumerate(lst):
        if i % EVERY != OFFSET: continue
        topic = folder.replace('_', '')[:10]
        base = os.path.splitext(os.path.basename(p))[0]
        name = f'real_py_{folder}_{base}'
        name = re.sub(r'[^A-Za-z0-9_]', '_', name)
        body = strip_main(s, tree)
        head = f'# TheAlgorithms/Python, {p}, commit {COMMIT}, MIT License.\n'
        open(os.path.join(OUT, name + '.py'), 'w').write(head + body + '\n' + driver(exs))
        n += 1
    print(folder, len(lst), file=sys.stderr)
print(n)
