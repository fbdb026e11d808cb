# Reference cases for tests/c/test_tensor_nn.c: conv, pooling, norms, losses.
# Run: /usr/bin/python3 tests/c/gen/gen_nn.py > tests/c/test_tensor_nn_cases.h
# (PyTorch 1.13 numerics; grad_fn names are checked against 2.6 separately.)
# Each case: op id, input tensors (float32), int params, float params, the
# output and the gradients of sum(out * gout) w.r.t. every float input that
# requires grad. Running stats (batch norm) are checked after the call.
import torch, math
import torch.nn.functional as F

torch.manual_seed(0)
cases = []

def T(*shape, scale=1.0):
    return (torch.randn(*shape) * scale).float()

def add(name, op, ins, grad_mask, ip=(), fp=(), post=None, fn=None, extra_out=()):
    xs = [t.clone().requires_grad_(m) for t, m in zip(ins, grad_mask)]
    out = fn(*xs)
    g = torch.cos(torch.arange(out.numel(), dtype=torch.float32) * 0.7).reshape(out.shape)
    if any(grad_mask):
        (out * g).sum().backward()
    grads = [x.grad if m else None for x, m in zip(xs, grad_mask)]
    cases.append(dict(name=name, op=op, ins=ins, mask=grad_mask, ip=list(ip), fp=list(fp), out=out.detach(),
                      gout=g, grads=grads, post=[p.detach() for p in (post(xs) if post else [])]))

# conv2d: ip = stride2, pad2 (pad -1 = 'same'), dil2, groups, has_bias
def conv2d(name, xs, ws, bias=True, stride=(1, 1), pad=(0, 0), dil=(1, 1), groups=1):
    x, w = T(*xs), T(*ws, scale=0.5)
    ins = [x, w] + ([T(ws[0])] if bias else [])
    p = 'same' if pad == 'same' else pad
    add(name, 'OP_CONV2D', ins, [True] * len(ins),
        ip=list(stride) + ([-1, -1] if pad == 'same' else list(pad)) + list(dil) + [groups, int(bias)],
        fn=lambda x, w, b=None: F.conv2d(x, w, b, stride, p, dil, groups))

conv2d("conv2d_basic", (2, 3, 6, 5), (4, 3, 3, 3))
conv2d("conv2d_stride_pad", (1, 2, 7, 7), (3, 2, 3, 2), stride=(2, 3), pad=(1, 1))
conv2d("conv2d_dil_groups", (2, 4, 7, 6), (6, 2, 3, 3), dil=(2, 1), groups=2, pad=(2, 1))
conv2d("conv2d_same_even", (1, 2, 5, 6), (2, 2, 2, 4), pad='same', bias=False)
conv2d("conv2d_depthwise", (1, 3, 5, 5), (3, 1, 3, 3), groups=3, pad=(1, 1))
conv2d("conv2d_unbatched", (3, 5, 4), (2, 3, 2, 2))

def conv1d(name, xs, ws, bias=True, stride=1, pad=0, dil=1, groups=1):
    x, w = T(*xs), T(*ws, scale=0.5)
    ins = [x, w] + ([T(ws[0])] if bias else [])
    add(name, 'OP_CONV1D', ins, [True] * len(ins), ip=[stride, -1 if pad == 'same' else pad, dil, groups, int(bias)],
        fn=lambda x, w, b=None: F.conv1d(x, w, b, stride, pad, dil, groups))

conv1d("conv1d_basic", (2, 3, 10), (5, 3, 3), stride=2, pad=1)
conv1d("conv1d_same", (1, 4, 9), (4, 2, 4), pad='same', dil=2, groups=2)

# pools: ip = k2, s2, p2, d2, ceil, [cip]
def maxpool(name, xs, k, s=None, p=(0, 0), d=(1, 1), ceil=False, dup=False):
    x = T(*xs)
    if dup:
        x = torch.round(x)  # ties
    add(name, 'OP_MAXPOOL2D', [x], [True], ip=list(k) + list(s or k) + list(p) + list(d) + [int(ceil)],
        fn=lambda x: F.max_pool2d(x, k, s, p, d, ceil))

maxpool("maxpool_basic", (2, 2, 6, 6), (2, 2))
maxpool("maxpool_pad_ceil", (1, 2, 7, 5), (3, 2), (2, 2), (1, 1), ceil=True)
maxpool("maxpool_dil", (1, 1, 9, 9), (3, 3), (2, 1), (1, 1), (2, 2))
maxpool("maxpool_ties_unbatched", (2, 5, 5), (3, 3), (1, 1), dup=True)

def avgpool(name, xs, k, s=None, p=(0, 0), ceil=False, cip=True):
    x = T(*xs)
    add(name, 'OP_AVGPOOL2D', [x], [True], ip=list(k) + list(s or k) + list(p) + [1, 1, int(ceil), int(cip)],
        fn=lambda x: F.avg_pool2d(x, k, s, p, ceil, cip))

avgpool("avgpool_basic", (2, 2, 6, 6), (2, 2))
avgpool("avgpool_pad_cip", (1, 2, 7, 5), (3, 3), (2, 2), (1, 1), ceil=True)
avgpool("avgpool_pad_nocip", (1, 2, 7, 5), (3, 3), (2, 2), (1, 1), ceil=True, cip=False)

def adaptive(name, xs, o):
    x = T(*xs)
    add(name, 'OP_ADAPTIVE', [x], [True], ip=list(o), fn=lambda x: F.adaptive_avg_pool2d(x, o))

adaptive("adaptive_5to3", (2, 3, 5, 7), (3, 2))
adaptive("adaptive_up", (1, 2, 3, 3), (4, 5))
adaptive("adaptive_1x1", (2, 3, 4, 4), (1, 1))

# batch norm: ins x, w, b, running_mean, running_var; ip = training; fp = momentum, eps
def bn(name, xs, training, momentum=0.1, eps=1e-5):
    C = xs[1]
    x, w, b = T(*xs, scale=2.0) + 0.5, T(C), T(C)
    rm, rv = T(C, scale=0.1), torch.rand(C) + 0.5
    ins = [x, w, b, rm, rv]
    state = {}
    def f(x, w, b, rm, rv):
        state['rm'], state['rv'] = rm.detach().clone(), rv.detach().clone()
        return F.batch_norm(x, state['rm'], state['rv'], w, b, training, momentum, eps)
    add(name, 'OP_BN', ins, [True, True, True, False, False], ip=[int(training)], fp=[momentum, eps], fn=f,
        post=lambda xs: [state['rm'], state['rv']])

bn("bn_train_2d", (6, 3), True)
bn("bn_train_4d", (2, 3, 4, 5), True, momentum=0.3)
bn("bn_eval_4d", (2, 3, 2, 2), False)
bn("bn_train_3d", (4, 2, 7), True, eps=1e-3)

def gn(name, xs, G, eps=1e-5):
    C = xs[1]
    x, w, b = T(*xs, scale=1.5), T(C), T(C)
    add(name, 'OP_GN', [x, w, b], [True] * 3, ip=[G], fp=[eps], fn=lambda x, w, b: F.group_norm(x, G, w, b, eps))

gn("gn_4d", (2, 6, 3, 4), 3)
gn("gn_2d", (3, 4), 2)

def ln(name, xs, nn_):
    ns = xs[-nn_:]
    x, w, b = T(*xs), T(*ns), T(*ns)
    add(name, 'OP_LN', [x, w, b], [True] * 3, ip=[nn_], fp=[1e-5],
        fn=lambda x, w, b: F.layer_norm(x, ns, w, b, 1e-5))

ln("ln_last", (3, 5, 8), 1)
ln("ln_two", (2, 3, 4), 2)

def arr(t):
    return ", ".join("%.9g" % v for v in t.reshape(-1).tolist()) or "0"

print("/* generated by tests/c/gen/gen_nn.py (PyTorch %s) — do not edit */" % torch.__version__)
for i, c in enumerate(cases):
    for j, t in enumerate(c['ins']):
        print("static const double c%d_in%d[] = {%s};" % (i, j, arr(t)))
    print("static const double c%d_out[] = {%s};" % (i, arr(c['out'])))
    print("static const double c%d_gout[] = {%s};" % (i, arr(c['gout'])))
    for j, g in enumerate(c['grads']):
        if g is not None:
            print("static const double c%d_g%d[] = {%s};" % (i, j, arr(g)))
    for j, p in enumerate(c['post']):
        print("static const double c%d_post%d[] = {%s};" % (i, j, arr(p)))
print("static const NnCase nn_cases[] = {")
for i, c in enumerate(cases):
    def shp(t):
        return "{%d, {%s}}" % (t.dim(), ", ".join(str(s) for s in t.shape) or "0")
    ins = ", ".join("c%d_in%d" % (i, j) for j in range(len(c['ins'])))
    shapes = ", ".join(shp(t) for t in c['ins'])
    grads = ", ".join(("c%d_g%d" % (i, j)) if g is not None else "NULL" for j, g in enumerate(c['grads']))
    posts = ", ".join("c%d_post%d" % (i, j) for j in range(len(c['post']))) or "NULL"
    print('  {"%s", %s, %d, {%s}, {%s}, {%s}, {%s}, %s, c%d_out, c%d_gout, {%s}, {%s}},' % (
        c['name'], c['op'], len(c['ins']), ins, shapes, ", ".join(str(v) for v in c['ip']) or "0",
        ", ".join(repr(v) for v in c['fp']) or "0", shp(c['out']), i, i, grads, posts))
print("};")
