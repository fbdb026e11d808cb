# real-corpus-nb.py — build tests/py/real/real_py_<prefix>_<name>.py from Jupyter notebooks of a public repository
# (session 10; donnemartin/interactive-coding-challenges keeps each solution in a notebook).
#   python3 tests/tools/real-corpus-nb.py OUTDIR MIRROR PREFIX LICENSE NOTEBOOK...
# The notebook's code cells are kept verbatim, in order, as one program, with IPython's cell magics played
# out as IPython would: `%%writefile F` stores the cell as file F (nothing runs), `%run [-i] F` runs F there
# (the stored cell, else F from the repository beside the notebook, verbatim). A cell that is only other
# magics (`%load_ext`, `!pip`) is left out. The test file a notebook runs (`%run -i test_x.py`) is the driver:
# its own `main()` prints the results.
import json, os, re, posixpath, subprocess, sys

OUT, G, PREFIX, LICENSE = sys.argv[1:5]
NBS = sys.argv[5:]
COMMIT = subprocess.check_output(['git', '--git-dir', G, 'rev-parse', 'HEAD'], text=True).strip()
REPO = os.path.basename(os.path.dirname(G)).replace('+', '/', 1)


def src(p):
    return subprocess.check_output(['git', '--git-dir', G, 'show', 'HEAD:' + p], text=True)


def magic(line):
    """An IPython line magic (`run x.py` is `%run x.py` under automagic)."""
    return line.startswith(('%', '!')) or re.match(r'run\s+(-i\s+)?\S+\.py\s*$', line) is not None


def build(nb_path):
    nb = json.loads(src(nb_path))
    here = posixpath.dirname(nb_path)
    written, parts, used = {}, [], [nb_path]
    for cell in nb['cells']:
        if cell['cell_type'] != 'code':
            continue
        text = ''.join(cell['source'])
        first, _, rest = text.partition('\n')
        if first.startswith('%%writefile'):
            written[first.split()[-1]] = rest
            continue
        lines = text.split('\n')
        if all(magic(l) or not l.strip() for l in lines):
            for l in lines:
                if l.startswith(('%run', 'run ')):
                    f = l.split()[-1]
                    if f in written:
                        parts.append('# (%%run %s: the cell above that wrote it)\n' % f + written[f].rstrip('\n'))
                    else:
                        p = posixpath.normpath(posixpath.join(here, f))
                        parts.append('# (%%run %s: %s, verbatim)\n' % (f, p) + src(p).rstrip('\n'))
                        used.append(p)
            continue
        if any(magic(l) for l in lines):
            raise SystemExit('mixed magic cell in ' + nb_path)
        parts.append(text.rstrip('\n'))
    head = '# %s (%s) @ %s: %s\n' % (REPO, LICENSE, COMMIT, ', '.join(used))
    head += '# The notebook\'s code cells in order, verbatim; IPython magics played out (tests/tools/real-corpus-nb.py).\n'
    return head + '\n\n'.join(parts) + '\n'


names = {}
for nb in NBS:
    d = posixpath.dirname(nb)
    names.setdefault(posixpath.basename(d), []).append(nb)
for nb in NBS:
    d = posixpath.dirname(nb)
    name = posixpath.basename(d)
    if len(names[name]) > 1:
        name = posixpath.basename(posixpath.dirname(d)) + '_' + name
    try:
        text = build(nb)
    except (SystemExit, subprocess.CalledProcessError) as e:
        print('skip', nb, e, file=sys.stderr)
        continue
    with open(os.path.join(OUT, 'real_py_%s_%s.py' % (PREFIX, name)), 'w') as f:
        f.write(text)
