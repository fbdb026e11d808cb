# Generates the expected values of tests/c/test_rng.c from real PyTorch.
# Run: ../shared/tools/torch-oracle 2x tests/c/gen/rng_vectors.py > /tmp/rng_vectors.inc
# Each case: manual_seed(seed), then up to 4 ops; every output element becomes a
# 64-bit word (float bits, or the integer value); the case stores the count,
# an FNV-1a-64 hash of the words and the first words in hex.
import math, struct, torch
import torch.nn as nn

DT = {torch.bool: 0, torch.uint8: 1, torch.int8: 2, torch.int16: 3, torch.int32: 4, torch.int64: 5,
      torch.float16: 6, torch.bfloat16: 7, torch.float32: 8, torch.float64: 9}
K = dict(UNIFORM=1, NORMAL=2, RANDINT=3, RANDOM=4, RANDPERM=5, BERN_S=6, BERN_T=7, EXP=8,
         LINEAR=9, CONV2D=10, EMBED=11, XAVIER_U=12, XAVIER_N=13, KAIMING_N=14, TRUNC=15,
         STATE=16, DROPOUT=17, NORMAL_NC=18)

def words(t):
    t = t.detach().contiguous().flatten()
    if t.dtype == torch.float32: return [struct.unpack('<I', struct.pack('<f', v))[0] for v in t.tolist()]
    if t.dtype == torch.float64: return [struct.unpack('<Q', struct.pack('<d', v))[0] for v in t.tolist()]
    if t.dtype in (torch.float16, torch.bfloat16): return [v & 0xffff for v in t.view(torch.int16).tolist()]
    return [int(v) & 0xffffffffffffffff for v in t.tolist()]

def run_op(op):
    k, dt, n, a, b, c, d = op
    if k == 'UNIFORM': return torch.empty(n, dtype=dt).uniform_(a, b)
    if k == 'NORMAL': return torch.empty(n, dtype=dt).normal_(a, b)
    if k == 'NORMAL_NC':  # non-contiguous: a transposed (n x 2) view; drawn in memory order
        base = torch.empty(2, n, dtype=dt); v = base.t(); v.normal_(a, b); return base
    if k == 'RANDINT': return torch.randint(int(a), int(b), (n,), dtype=dt)
    if k == 'RANDOM': return torch.empty(n, dtype=dt).random_()
    if k == 'RANDPERM': return torch.randperm(n)
    if k == 'BERN_S': return torch.empty(n, dtype=dt).bernoulli_(a)
    if k == 'BERN_T': return torch.bernoulli(torch.linspace(0, 1, n, dtype=dt))
    if k == 'EXP': return torch.empty(n, dtype=dt).exponential_(a)
    if k == 'LINEAR':
        m = nn.Linear(int(a), int(b)); return torch.cat([m.weight.flatten(), m.bias])
    if k == 'CONV2D':
        m = nn.Conv2d(int(a), int(b), int(c)); return torch.cat([m.weight.flatten(), m.bias])
    if k == 'EMBED': return nn.Embedding(int(a), int(b)).weight
    if k == 'XAVIER_U': return nn.init.xavier_uniform_(torch.empty(int(a), int(b)), gain=c)
    if k == 'XAVIER_N': return nn.init.xavier_normal_(torch.empty(int(a), int(b)), gain=c)
    if k == 'KAIMING_N': return nn.init.kaiming_normal_(torch.empty(int(a), int(b)), nonlinearity='relu')
    if k == 'TRUNC': return nn.init.trunc_normal_(torch.empty(n, dtype=dt), a, b, c, d)
    if k == 'STATE': return torch.get_rng_state()
    if k == 'DROPOUT': return nn.Dropout(a)(torch.ones(n))
    raise ValueError(k)

def fnv(ws):
    h = 0xcbf29ce484222325
    for w in ws:
        for i in range(8):
            h ^= (w >> (8 * i)) & 0xff; h = (h * 0x100000001b3) & 0xffffffffffffffff
    return h

def op(k, dt=torch.float32, n=0, a=0.0, b=0.0, c=0.0, d=0.0): return (k, dt, n, a, b, c, d)
cases = []
def case(seed, *ops): cases.append((seed, ops))

SEEDS = (0, 1, 42, 123456789, 2**32 + 5)
SIZES = list(range(1, 41)) + [100, 1000]
for s in SEEDS:
    for n in SIZES:
        for dt in (torch.float32, torch.float64):
            case(s, op('UNIFORM', dt, n, 0.0, 1.0))
            case(s, op('NORMAL', dt, n, 0.0, 1.0))
for s in (0, 7):
    for n in (3, 16, 17, 50, 1000, 4099):
        for dt in (torch.float32, torch.float64):
            case(s, op('UNIFORM', dt, n, -0.7071067811865476, 0.7071067811865476))
            case(s, op('UNIFORM', dt, n, -0.3, 0.7))
            case(s, op('NORMAL', dt, n, -1.5, 3.0))
            case(s, op('NORMAL', dt, n, 2.0, 0.5))
            case(s, op('NORMAL_NC', dt, n, 0.0, 1.0))
    for n in (1, 5, 15, 16, 20, 40, 100):
        for dt in (torch.float16, torch.bfloat16):
            case(s, op('UNIFORM', dt, n, 0.0, 1.0))
            case(s, op('UNIFORM', dt, n, -2.0, 3.0))
            case(s, op('NORMAL', dt, n, 0.0, 1.0))
            case(s, op('NORMAL', dt, n, 1.0, 2.0))
# the scalar path's cache persists across calls and survives rand()
case(0, op('NORMAL', n=3, a=0.0, b=1.0), op('NORMAL', n=1, a=0.0, b=1.0))
case(0, op('NORMAL', n=3, a=0.0, b=1.0), op('UNIFORM', n=2, a=0.0, b=1.0), op('NORMAL', n=1, a=0.0, b=1.0))
case(0, op('NORMAL', n=5, a=0.0, b=1.0), op('NORMAL', n=20, a=0.0, b=1.0), op('NORMAL', n=1, a=0.0, b=1.0))
case(3, op('NORMAL', torch.float64, 1, 0.0, 1.0), op('NORMAL', torch.float32, 1, 0.0, 1.0), op('STATE'))
# integers
for s in (0, 5):
    for dt in (torch.int64, torch.int32, torch.uint8, torch.int8, torch.int16, torch.float32, torch.float64, torch.bool):
        case(s, op('RANDINT', dt, 30, 0, 2 if dt == torch.bool else 10))
        case(s, op('RANDOM', dt, 30))
    for lo, hi in ((0, 10), (-5, 5), (0, 1), (3, 1000003), (-2**31, 2**31), (0, 2**32 - 1), (0, 2**32),
                   (0, 2**40), (-2**62, 2**62), (-7, 2**33)):
        case(s, op('RANDINT', torch.int64, 25, lo, hi))
    for dt in (torch.float16, torch.bfloat16):
        case(s, op('RANDINT', dt, 20, 0, 100)); case(s, op('RANDOM', dt, 20))
    for n in list(range(1, 21)) + [100, 1000]:
        case(s, op('RANDPERM', n=n))
# bernoulli / dropout / exponential
for s in (0, 9):
    for p in (0.0, 0.3, 0.5, 1.0):
        case(s, op('BERN_S', torch.float32, 40, p)); case(s, op('BERN_S', torch.int64, 40, p))
    for dt in (torch.float32, torch.float64): case(s, op('BERN_T', dt, 50))
    for p in (0.1, 0.5, 0.9): case(s, op('DROPOUT', n=40, a=p))
    for dt in (torch.float32, torch.float64): case(s, op('EXP', dt, 30, 1.0)); case(s, op('EXP', dt, 30, 2.5))
# init
for s in (0, 1, 42):
    for i, o in ((2, 2), (3, 5), (1, 1), (10, 7), (64, 32), (5, 16)):
        case(s, op('LINEAR', a=i, b=o))
    case(s, op('LINEAR', a=2, b=3), op('LINEAR', a=3, b=1))
    for ci, co, k in ((1, 2, 3), (3, 4, 3), (2, 8, 5)):
        case(s, op('CONV2D', a=ci, b=co, c=k))
    for nn_, d in ((5, 3), (10, 4), (3, 2)):
        case(s, op('EMBED', a=nn_, b=d))
    for fo, fi, g in ((3, 4, 1.0), (20, 30, 1.0), (5, 5, 5.0 / 3)):
        case(s, op('XAVIER_U', a=fo, b=fi, c=g)); case(s, op('XAVIER_N', a=fo, b=fi, c=g))
    for fo, fi in ((3, 4), (20, 30)):
        case(s, op('KAIMING_N', a=fo, b=fi))
    for dt in (torch.float32, torch.float64):
        for n in (10, 1000):
            case(s, op('TRUNC', dt, n, 0.0, 1.0, -2.0, 2.0)); case(s, op('TRUNC', dt, n, 0.0, 0.02, -0.04, 0.04))
            case(s, op('TRUNC', dt, n, 1.0, 2.0, -1.0, 4.0))
# generator state blobs
for s in (0, 1, 2**40 + 3):
    case(s, op('STATE'))
    case(s, op('UNIFORM', n=700, a=0.0, b=1.0), op('STATE'))
    case(s, op('NORMAL', n=3, a=0.0, b=1.0), op('STATE'))

print("/* generated by tests/c/gen/rng_vectors.py on torch", torch.__version__, "*/")
for seed, ops in cases:
    torch.manual_seed(seed)
    ws = []
    for o in ops: ws += words(run_op(o))
    opstr = ", ".join("{%d, %d, %d, %r, %r, %r, %r}" % (K[o[0]], DT[o[1]], o[2], float(o[3]), float(o[4]), float(o[5]), float(o[6])) for o in ops)
    first = ", ".join("0x%xu" % w for w in (ws + [0] * 4)[:4])
    print("{%du, %d, {%s}, %d, 0x%016xu, {%s}}," % (seed & 0xffffffffffffffff, len(ops), opstr, len(ws), fnv(ws), first))
