#!/usr/bin/env python3
"""check-pymin.py — check wasm-build/pymin.mjs on the embedded Python library:
each minified module must parse to the same syntax tree, with every node on
the same lines, as its source (string literals and docstrings included).
Usage: python3 tests/tools/check-pymin.py  (exit status 1 on a difference)."""
import ast
import glob
import json
import os
import subprocess
import sys

root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
files = sorted(glob.glob(os.path.join(root, "core", "*", "lib", "*.py")))
script = ("import {minifyPython} from './wasm-build/pymin.mjs'; import {readFileSync} from 'node:fs';"
          "const fs = JSON.parse(readFileSync(0, 'utf8'));"
          "process.stdout.write(JSON.stringify(fs.map((f) => minifyPython(readFileSync(f, 'utf8')))));")
out = subprocess.run(["node", "--input-type=module", "-e", script], input=json.dumps(files),
                     capture_output=True, text=True, cwd=root, check=True).stdout
minified = json.loads(out)


def shape(src):
    tree = ast.parse(src)
    lines = [(type(n).__name__, n.lineno, n.end_lineno) for n in ast.walk(tree) if hasattr(n, "lineno")]
    return ast.dump(tree), lines


bad = 0
before = after = 0
for f, m in zip(files, minified):
    src = open(f, encoding="utf-8").read()
    before += len(src.encode())
    after += len(m.encode())
    if src.count("\n") != m.count("\n") or shape(src) != shape(m):
        print("pymin changed", os.path.relpath(f, root))
        bad += 1
print(f"check-pymin: {len(files)} modules, {before} -> {after} bytes, {bad} changed")
sys.exit(1 if bad else 0)
