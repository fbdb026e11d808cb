# Generates the expected strings of tests/c/test_print.c from real PyTorch.
# Run: ../shared/tools/torch-oracle 2x tests/c/gen/print_cases.py > /tmp/print_cases.inc
# Each case builds a tensor deterministically (explicit values, an arange
# formula, or a seeded randn), optionally permutes it, sets print options,
# and records repr(t).
import math, torch
import torch.nn as nn

DT = {torch.bool: 0, torch.uint8: 1, torch.int8: 2, torch.int16: 3, torch.int32: 4, torch.int64: 5,
      torch.float16: 6, torch.bfloat16: 7, torch.float32: 8, torch.float64: 9}
f32, f64, i64 = torch.float32, torch.float64, torch.int64
class MyT(torch.Tensor): pass
cases = []
def case(dt=f32, shape=None, vals=None, arange=None, randn=None, perm=None, opts=None, rg=False,
         grad=None, param=False, sub=False, defdt=f32):
    cases.append(dict(dt=dt, shape=shape, vals=vals, arange=arange, randn=randn, perm=perm, opts=opts or {},
                      rg=rg, grad=grad, param=param, sub=sub, defdt=defdt))

def build(c):
    torch.set_default_dtype(c['defdt'])
    shape = c['shape']; n = math.prod(shape)
    if c['vals'] is not None:
        t = torch.tensor(c['vals'], dtype=c['dt']).reshape(shape)
    elif c['arange'] is not None:
        a, b = c['arange']; t = (torch.arange(n, dtype=torch.float64) * a + b).to(c['dt']).reshape(shape)
    else:
        seed, a = c['randn']; torch.manual_seed(seed); t = (torch.randn(n) * a).to(c['dt']).reshape(shape)
    if c['perm'] is not None: t = t.permute(*c['perm'])
    if c['sub']: t = t.as_subclass(MyT)
    if c['rg'] or c['grad']: t.requires_grad_(True)
    if c['grad'] == 'MulBackward0': t = t * 1
    elif c['grad'] == 'AddBackward0': t = t + 0
    elif c['grad'] == 'CloneBackward0': t = t.clone()
    if c['param']: t = nn.Parameter(t, requires_grad=c['rg'])
    return t

# --- scalars, small vectors, special values (spec §12 examples) ---
for v in (4., -0., 0., 1.5, 1e-10, 123456789., float('nan'), -float('inf'), 0.1, -2.5, 1e10, 99999.5, 3.14159265):
    case(shape=(), vals=v)
    case(dt=f64, shape=(), vals=v)
for v in (4, -7, 0, 2**40):
    case(dt=i64, shape=(), vals=v)
case(dt=torch.bool, shape=(), vals=True)
case(dt=torch.int32, shape=(), vals=5)
V = [[1., 2., 3.], [1.5, 2.25], [1., -2.], [0., 0.], [-0., 0.], [1., float('nan')], [1.5, float('inf')],
     [float('nan')], [float('inf'), -float('inf')], [1e-5, 1.], [1e-4, 1.], [0.0001, 0.5], [1e8, 1.], [1e9, 1.],
     [1., 1001.], [1., 1000.], [1.5, 1000.], [1.5, 1501.5], [123456.789], [1e10], [1e-10], [0.1, 0.25, -3.75],
     [1e-3, 1e3], [1e-3, 0.999e3], [12345.678, 0.001], [3.14159265], [-1.0e-4], [2.5e-5, -3.0], [1e20, -1e-20],
     [0.5, 0.125, 100.0625], [1.23456789e5, 1.0], [99999.99999], [1.00005], [0.00005], [float('nan'), 1e-7, 2.],
     [-float('inf'), 0.5, 123.25], [1e-4, 1e-4 * 999], [100., -100.], [1e8, 2e8], [1.0e8 + 8, 1.], [-1e-9, 1e-9],
     [0.99995, 0.00015], [5e-324], [1.7e308, -1.7e308], [65504., -65504.], [7.0, 7.5, -0.0]]
for vals in V:
    case(shape=(len(vals),), vals=vals)
    case(dt=f64, shape=(len(vals),), vals=vals)
# magnitudes 1e-10 .. 1e10, mixed signs
for e in range(-10, 11):
    case(shape=(3,), vals=[10.0 ** e, -2.5 * 10.0 ** e, 3.14159])
    case(dt=f64, shape=(2, 2), vals=[10.0 ** e, -1.0, 7.25 * 10.0 ** e, 0.0])
# integer and bool dtypes
for dt in (torch.uint8, torch.int8, torch.int16, torch.int32, i64):
    case(dt=dt, shape=(5,), vals=[0, 1, 2, 100, 7])
    case(dt=dt, shape=(2, 3), vals=[-1 if dt != torch.uint8 else 1, 20, 3, 4, -50 if dt != torch.uint8 else 5, 6])
    case(dt=dt, shape=(0,), vals=[])
case(dt=i64, shape=(2,), vals=[2**40, -5])
case(dt=i64, shape=(3,), vals=[-2**63, 2**63 - 1, 0])
case(dt=torch.bool, shape=(2,), vals=[True, False])
case(dt=torch.bool, shape=(2, 1), vals=[True, False])
case(dt=torch.bool, shape=(30,), vals=[i % 3 == 0 for i in range(30)])
case(dt=torch.bool, shape=(0,), vals=[])
# 16-bit floats
for dt in (torch.float16, torch.bfloat16):
    case(dt=dt, shape=(2,), vals=[1., 2.])
    case(dt=dt, shape=(2,), vals=[1.1, 2.2])
    case(dt=dt, shape=(4,), vals=[1e-3, 60000., -0.5, float('inf')])
    case(dt=dt, shape=(3, 4), randn=(0, 1.0))
    case(dt=dt, shape=(), vals=0.333)
# empty and odd shapes
case(shape=(0,), vals=[]); case(dt=f64, shape=(0,), vals=[])
case(shape=(0, 3), vals=[]); case(dt=i64, shape=(2, 0), vals=[]); case(shape=(2, 0, 4), vals=[])
case(shape=(0,), vals=[], rg=True); case(shape=(1, 1, 1), vals=[5.]); case(shape=(1, 4), vals=[1., 2., 3., 4.])
# wide tensors, wrapping
for n, a, b in ((30, 1, 0), (20, 0.1, -1), (40, 1.5, -20), (25, 1000, 0), (17, 1e-5, 1e-5), (50, 1, 0), (13, 12345.5, 0)):
    case(shape=(n,), arange=(a, b))
case(dt=i64, shape=(100,), arange=(1, 0)); case(dt=i64, shape=(1000,), arange=(1, 0))
case(dt=i64, shape=(60,), arange=(-123457, 99))
case(dt=f64, shape=(8,), arange=(2 / 7, -1), rg=True)
case(shape=(8,), arange=(2 / 7, -1), grad='MulBackward0')
# n-d
case(shape=(2, 2), vals=[1., 2., 3., 4.]); case(shape=(2, 2, 2), arange=(1, 1)); case(dt=i64, shape=(2, 3, 4), arange=(1, 0))
case(shape=(2, 2, 2, 3), arange=(0.5, -3)); case(shape=(3, 1, 2, 1), arange=(1, 0)); case(shape=(2, 3, 4, 5), randn=(1, 1.0))
case(shape=(4, 4), randn=(0, 1.0)); case(shape=(5, 7), randn=(42, 100.0)); case(dt=f64, shape=(3, 3), randn=(7, 1e-3))
case(shape=(6, 30), randn=(3, 1.0)); case(shape=(2, 3, 20), randn=(4, 10.0))
case(shape=(3, 4), arange=(1, 0), perm=(1, 0)); case(shape=(2, 3, 4), arange=(1, 0), perm=(2, 0, 1))
case(dt=i64, shape=(3, 5), arange=(7, -50), perm=(1, 0))
# summarisation (> threshold)
case(dt=i64, shape=(1001,), arange=(1, 0)); case(shape=(2000,), arange=(1, 0)); case(shape=(40, 50), arange=(1, 0))
case(shape=(2, 1000), arange=(1, 0)); case(dt=i64, shape=(2, 3, 200), arange=(1, 0)); case(shape=(50, 50), randn=(0, 1.0))
case(shape=(10, 10, 11), randn=(2, 1.0)); case(shape=(4, 5, 6, 10), arange=(0.25, 0)); case(shape=(1001,), randn=(5, 1.0))
case(dt=f64, shape=(100, 11), arange=(1e-3, 0)); case(shape=(7, 7, 7, 7), arange=(1, -1200)); case(dt=torch.bool, shape=(1100,), arange=(0, 1))
case(shape=(3, 400), randn=(6, 1.0)); case(shape=(1200, 1), arange=(1, 0))
# print options
O = [dict(precision=2), dict(precision=6), dict(precision=0), dict(sci_mode=True), dict(sci_mode=False),
     dict(linewidth=40), dict(linewidth=120), dict(edgeitems=1, threshold=10), dict(threshold=5), dict(profile='short'),
     dict(profile='full'), dict(edgeitems=0, threshold=4), dict(edgeitems=2), dict(precision=10)]
for o in O:
    case(shape=(12,), arange=(0.37, -2), opts=o)
    case(shape=(4, 5), randn=(8, 1.0), opts=o)
    case(dt=i64, shape=(3, 7), arange=(13, -100), opts=o)
case(shape=(2,), vals=[1e-8, 1.], opts=dict(sci_mode=False))
case(shape=(2,), vals=[1.12345, 2.], opts=dict(precision=2))
case(shape=(3,), vals=[1., 2., 3.], opts=dict(sci_mode=True))
case(shape=(2,), vals=[0., float('nan')], opts=dict(sci_mode=True))
case(shape=(1001,), arange=(1, 0), opts=dict(profile='full', linewidth=200))
case(shape=(2, 2), vals=[1., 2., 3., 4.], opts=dict(edgeitems=0, threshold=2))
case(shape=(2, 6), arange=(1, 0), opts=dict(edgeitems=0, threshold=2))
# suffixes
case(shape=(2,), vals=[1., 2.], rg=True); case(shape=(), vals=3., rg=True)
case(shape=(2,), vals=[1., 2.], grad='MulBackward0'); case(shape=(), vals=3., grad='AddBackward0')
case(dt=f64, shape=(2,), vals=[2., 3.], grad='AddBackward0'); case(shape=(2, 3), randn=(0, 1.0), grad='CloneBackward0')
case(shape=(2,), vals=[1., 2.], param=True, rg=True); case(shape=(2,), vals=[1., 2.], param=True)
case(dt=f64, shape=(2,), vals=[0., 0.], param=True, rg=True); case(shape=(0,), vals=[], param=True, rg=True)
case(shape=(3, 4), randn=(0, 1.0), param=True, rg=True); case(shape=(), vals=3., param=True, rg=True)
case(shape=(2,), vals=[1., 2.], sub=True); case(shape=(2, 2), vals=[1., 2., 3., 4.], sub=True, rg=True)
case(dt=i64, shape=(3,), vals=[1, 2, 3], sub=True)
case(shape=(14,), arange=(1 / 3, 0), grad='MulBackward0')
case(dt=f64, shape=(6,), arange=(1 / 3, 0), grad='MulBackward0', opts=dict(linewidth=60))
# default dtype float64
case(dt=f64, shape=(2,), vals=[1., 2.], defdt=f64); case(dt=f32, shape=(2,), vals=[1., 2.], defdt=f64)
case(dt=f32, shape=(0,), vals=[], defdt=f64); case(dt=f64, shape=(0,), vals=[], defdt=f64)

def cstr(s): return '"' + s.replace('\\', '\\\\').replace('"', '\\"').replace('\n', '\\n') + '"'
def flat(v):
    if isinstance(v, list):
        r = []
        for x in v: r += flat(x)
        return r
    return [v]
def num(x):
    if isinstance(x, bool): return str(int(x))
    if isinstance(x, int): return str(x)
    return repr(float(x))

print("/* generated by tests/c/gen/print_cases.py on torch", torch.__version__, "*/")
for c in cases:
    o = dict(c['opts'])
    torch.set_printoptions(**o)
    t = build(c)
    s = repr(t)
    torch.set_printoptions(profile='default'); torch.set_printoptions(sci_mode=None)
    torch.set_default_dtype(torch.float32)
    # resolve options the way set_printoptions does (profile first, then explicit values)
    prof = {'default': (4, 1000, 3, 80), 'short': (2, 1000, 2, 80), 'full': (4, math.inf, 3, 80)}
    p, th, ed, lw = prof[o.get('profile', 'default')]
    p = o.get('precision', p); th = o.get('threshold', th); ed = o.get('edgeitems', ed); lw = o.get('linewidth', lw)
    sci = {None: -1, False: 0, True: 1}[o.get('sci_mode')]
    shape = c['shape']; nd = len(shape)
    if c['vals'] is not None: src, vals, a, b, seed = 0, " ".join(num(x) for x in flat(c['vals'])), 0.0, 0.0, 0
    elif c['arange'] is not None: src, vals, (a, b), seed = 1, "", c['arange'], 0
    else: src, vals, seed, a, b = 2, "", c['randn'][0], c['randn'][1], 0.0
    perm = list(c['perm']) if c['perm'] else []
    print("{%d, %d, {%s}, %d, {%s}, %d, %s, %r, %r, %du, %d, %s, %d, %d, %d, %d, %s, %d, %d, %d,\n %s}," % (
        DT[c['dt']], nd, ", ".join(map(str, shape)) or "0", len(perm), ", ".join(map(str, perm)) or "0",
        src, cstr(vals), float(a), float(b), seed, p, "INFINITY" if th == math.inf else repr(float(th)), ed, lw, sci,
        int(c['rg']), cstr(c['grad']) if c['grad'] else "NULL", int(c['param']), int(c['sub']), DT[c['defdt']], cstr(s)))
