# Recursive grad_fn walks (issue 13): elementwise ops, activations, reductions, norms, sorts;
# each node once with its edges' input_nr and its _saved_self/_other/_result shapes.
import torch
import torch.nn as nn
import torch.nn.functional as F


def walk(root):
    # each node once, numbered in first-visit order (depth first); edges as (child, input_nr)
    seen = []
    out = []

    def num(fn):
        for k, s in enumerate(seen):
            if s is fn:
                return k, False
        seen.append(fn)
        return len(seen) - 1, True

    def go(fn, depth):
        if len(out) > 200:
            return
        k, new = num(fn)
        if not new:
            out.append("  " * depth + "#%d (again)" % k)
            return
        line = "  " * depth + "#%d %s" % (k, type(fn).__name__)
        for attr in ("_saved_self", "_saved_other", "_saved_result"):
            try:
                v = getattr(fn, attr)
            except AttributeError:
                continue
            except RuntimeError as e:
                line += " %s=<%s>" % (attr[7:], type(e).__name__)
                continue
            line += " %s=%s" % (attr[7:], tuple(v.shape) if isinstance(v, torch.Tensor) else type(v).__name__)
        out.append(line)
        for f, i in fn.next_functions:
            if f is None:
                out.append("  " * (depth + 1) + "None %d" % i)
            else:
                out.append("  " * (depth + 1) + "<- input_nr %d" % i)
                go(f, depth + 1)

    go(root, 0)
    print("\n".join(out))


def show(name, f):
    print("==", name)
    try:
        y = f()
        if isinstance(y, (tuple, list)):
            for t in y:
                if isinstance(t, torch.Tensor) and t.grad_fn is not None:
                    walk(t.grad_fn)
                else:
                    print("no grad_fn")
        elif y.grad_fn is None:
            print("no grad_fn", y.requires_grad)
        else:
            walk(y.grad_fn)
    except Exception as e:
        print(type(e).__name__, e)


torch.manual_seed(0)
a = torch.randn(3, 4, requires_grad=True)
b = torch.randn(3, 4, requires_grad=True)
c = torch.randn(3, 4, requires_grad=True)
v = torch.randn(4, requires_grad=True)
p = torch.rand(3, 4, requires_grad=True)
n = torch.randn(3, 4)
cases = [
    ("add", lambda: a + b), ("add_alpha", lambda: torch.add(a, b, alpha=3)), ("add_const", lambda: a + n),
    ("radd", lambda: 2 + a), ("sub", lambda: a - b), ("rsub_t", lambda: torch.rsub(a, b)), ("rsub_s", lambda: 3 - a),
    ("mul_s", lambda: a * 2), ("mul_bcast", lambda: a * v), ("div_t", lambda: a / b), ("rdiv", lambda: 2 / a),
    ("div_floor", lambda: torch.div(a, b, rounding_mode="floor")), ("div_trunc", lambda: torch.div(a, 2, rounding_mode="trunc")),
    ("floor_divide", lambda: a // 2), ("true_divide", lambda: torch.true_divide(a, b)),
    ("pow_s", lambda: a.pow(3)), ("pow_half", lambda: p.pow(0.5)), ("pow_tt", lambda: p.pow(b)), 
    ("float_power", lambda: p.float_power(2)), ("exp2", lambda: a.exp2()), ("log2", lambda: p.log2()), ("log10", lambda: p.log10()),
    ("cos", lambda: a.cos()), ("tan", lambda: a.tan()), ("asin", lambda: (p * 0.5).asin()), ("acos", lambda: (p * 0.5).acos()),
    ("atan", lambda: a.atan()), ("sinh", lambda: a.sinh()), ("cosh", lambda: a.cosh()), ("acosh", lambda: (p + 1).acosh()),
    ("atanh", lambda: (p * 0.5).atanh()), ("erfc", lambda: a.erfc()), ("erfinv", lambda: (p * 0.5).erfinv()),
    ("digamma", lambda: p.digamma()), ("polygamma", lambda: torch.polygamma(1, p)), ("mvlgamma", lambda: (p + 2).mvlgamma(2)),
    ("i0", lambda: a.i0()), ("trunc", lambda: a.trunc()), ("ceil", lambda: a.ceil()), ("frac", lambda: a.frac()),
    ("round_dec", lambda: a.round(decimals=1)), ("signbit", lambda: a.signbit()),
    ("neg_method", lambda: a.neg()), ("positive", lambda: a.positive()), ("deg2rad", lambda: a.deg2rad()), ("rad2deg", lambda: a.rad2deg()),
    ("nan_to_num", lambda: a.nan_to_num()), ("clamp_both", lambda: a.clamp(-0.5, 0.5)), ("clamp_max", lambda: a.clamp(max=0.1)),
    ("clamp_t", lambda: a.clamp(min=b)), ("clamp_tt", lambda: a.clamp(b, c)), ("clip", lambda: a.clip(-1, 1)),
    ("clamp_min", lambda: a.clamp_min(0.)), ("where_s", lambda: torch.where(a > 0, a, 0.)), ("where_ss", lambda: torch.where(a > 0, 1., b)),
    ("lerp_t", lambda: torch.lerp(a, b, p)), ("addcdiv", lambda: torch.addcdiv(a, b, p + 1)), ("addcmul_v", lambda: torch.addcmul(a, b, c, value=2)),
    ("fmax", lambda: torch.fmax(a, b)), ("fmin", lambda: torch.fmin(a, b)), ("max_bin", lambda: torch.max(a, b)),
    ("copysign", lambda: torch.copysign(a, b)), ("ldexp", lambda: torch.ldexp(a, torch.tensor([1, 2, 3, 4]))),
    ("logaddexp", lambda: torch.logaddexp(a, b)), ("logaddexp2", lambda: torch.logaddexp2(a, b)),
    ("special_xlog1py", lambda: torch.special.xlog1py(a, p)),
    ("special_entr", lambda: torch.special.entr(p)), ("special_expit", lambda: torch.special.expit(a)),
    ("special_ndtr", lambda: torch.special.ndtr(a)), 
    ("square_m", lambda: torch.square(a)), ("sigmoid_f", lambda: torch.sigmoid(a)), ("logsigmoid", lambda: F.logsigmoid(a)),
    ("softplus", lambda: F.softplus(a)), ("softplus_b", lambda: F.softplus(a, beta=2, threshold=5)),
    ("relu6", lambda: F.relu6(a)), ("leaky", lambda: F.leaky_relu(a, 0.2)), ("elu", lambda: F.elu(a)), ("selu", lambda: F.selu(a)),
    ("celu", lambda: F.celu(a)), ("gelu_tanh", lambda: F.gelu(a, approximate="tanh")), ("silu", lambda: F.silu(a)), ("mish", lambda: F.mish(a)),
    ("hardtanh", lambda: F.hardtanh(a)), ("hardsigmoid", lambda: F.hardsigmoid(a)), ("hardswish", lambda: F.hardswish(a)),
    ("hardshrink", lambda: F.hardshrink(a)), ("softshrink", lambda: F.softshrink(a)), ("tanhshrink", lambda: F.tanhshrink(a)),
    ("threshold", lambda: F.threshold(a, 0.1, 2.)), ("softsign", lambda: F.softsign(a)), ("prelu", lambda: F.prelu(a, torch.tensor([0.25], requires_grad=True))),
    ("rrelu_eval", lambda: F.rrelu(a, training=False)), ("glu", lambda: F.glu(a, 1)), ("softmax_f", lambda: F.softmax(a, 1)),
    ("log_softmax", lambda: F.log_softmax(a, 0)), ("softmin", lambda: F.softmin(a, 1)), ("normalize", lambda: F.normalize(a, dim=1)),
    ("sum_dims", lambda: a.sum((0, 1))), ("sum_neg", lambda: a.sum(-1, keepdim=True)), ("sum_dtype", lambda: a.sum(dtype=torch.float64)),
    ("mean", lambda: a.mean()), ("mean_keep", lambda: a.mean(1, keepdim=True)), ("nansum", lambda: a.nansum()), ("nanmean", lambda: a.nanmean(1)),
    ("prod_keep", lambda: a.prod(0, keepdim=True)), ("max_all", lambda: a.max()), ("min_all", lambda: a.min()), ("max_dim_idx", lambda: a.max(0)),
    ("amin", lambda: a.amin(0)), ("aminmax", lambda: torch.aminmax(a, dim=1)), ("var_all", lambda: a.var()), ("var_corr", lambda: a.var(1, correction=0)),
    ("std_all", lambda: a.std()), 
    ("norm_all", lambda: a.norm()), ("norm_inf", lambda: a.norm(p=float("inf"))), ("norm_fro", lambda: a.norm(p="fro")),
    ("norm_3", lambda: a.norm(p=3, dim=0)), ("lin_vnorm", lambda: torch.linalg.vector_norm(a, ord=2, dim=1)),
    ("lin_mnorm", lambda: torch.linalg.matrix_norm(a)), ("lin_norm", lambda: torch.linalg.norm(a)), ("renorm", lambda: a.renorm(2, 0, 1.)),
    ("dist", lambda: torch.dist(a, b)), ("cdist", lambda: torch.cdist(a, b)), ("pdist", lambda: F.pdist(a)),
    ("logcumsumexp", lambda: a.logcumsumexp(1)),
    ("cumsum0", lambda: a.cumsum(0)), ("diff", lambda: a.diff(dim=1)),
    ("median_dim", lambda: a.median(1)), ("nanmedian", lambda: a.nanmedian()), ("mode", lambda: a.mode(1)),
    ("quantile", lambda: a.quantile(0.5)), ("quantile_dim", lambda: a.quantile(0.25, dim=1)),
    ("sort_desc", lambda: a.sort(0, descending=True)), ("argsort", lambda: a.argsort()), ("msort", lambda: torch.msort(a)),
    ("topk_small", lambda: a.topk(2, largest=False)), ("kthvalue_keep", lambda: a.kthvalue(1, 0, keepdim=True)),
    ("logsumexp_keep", lambda: a.logsumexp(1, keepdim=True)), ("all_any", lambda: a.any()), ("count_nonzero", lambda: a.count_nonzero()),
    ("trace", lambda: a[:, :3].trace()), ("dot_m", lambda: torch.dot(v, v * 2)), ("vdot", lambda: torch.vdot(v, v)),
    ("inner", lambda: torch.inner(a, b)), ("tensordot", lambda: torch.tensordot(a, b.t(), dims=1)), ("kron", lambda: torch.kron(v[:2], v[:2])),
    ("cross", lambda: torch.cross(a[:, :3], b[:, :3], dim=1)), ("lin_cross", lambda: torch.linalg.cross(a[:, :3], b[:, :3])),
    ("cosine_sim", lambda: F.cosine_similarity(a, b, dim=0)), ("pairwise", lambda: F.pairwise_distance(a, b)),
    ("type_as", lambda: a.type_as(torch.zeros(1, dtype=torch.float64))), ("to_double", lambda: a.to(torch.float64)), ("double", lambda: a.double()),
    ("half", lambda: a.half()), ("float_same", lambda: a.float()), ("clone", lambda: a.clone()), ("detach", lambda: a.detach()),
    ("contiguous", lambda: a.contiguous()), ("abs_", lambda: a.abs()), ("heaviside", lambda: torch.heaviside(a, b)),
    ("bucketize_x", lambda: torch.bucketize(a, torch.tensor([0., 1.]))), ("polar_abs", lambda: torch.atan2(b, a).abs()),
]
for name, f in cases:
    show(name, f)
