import torch
import torch.nn as nn
import torch.nn.functional as F


def walk(fn, depth=0, budget=None):
    # depth-first, at most 300 lines per graph (recurrent graphs fan out exponentially)
    budget = budget if budget is not None else [300]
    if budget[0] <= 0:
        return
    budget[0] -= 1
    if fn is None:
        print("  " * depth + "None")
        return
    print("  " * depth + type(fn).__name__)
    for f, i in fn.next_functions:
        walk(f, depth + 1, budget)


def show(name, y):
    print("==", name)
    try:
        if isinstance(y, (tuple, list)):
            for t in y:
                walk(t.grad_fn)
        else:
            walk(y.grad_fn)
    except Exception as e:
        print(type(e).__name__, e)


torch.manual_seed(0)
a = torch.randn(3, 4, requires_grad=True)
b = torch.randn(3, 4, requires_grad=True)
v = torch.randn(4, requires_grad=True)
m = torch.randn(4, 5, requires_grad=True)
cases = [
    ("add", lambda: a + b), ("add_s", lambda: a + 1), ("sub_alpha", lambda: torch.sub(a, b, alpha=2)),
    ("mul", lambda: a * b), ("div", lambda: a / b), ("div_s", lambda: a / 2), ("rsub", lambda: 1 - a),
    ("pow", lambda: a ** 2), ("pow_t", lambda: a.abs() ** b), ("rpow", lambda: 2 ** a), ("neg", lambda: -a),
    ("exp", lambda: a.exp()), ("log", lambda: a.abs().log()), ("sqrt", lambda: a.abs().sqrt()),
    ("rsqrt", lambda: a.abs().rsqrt()), ("sigmoid", lambda: a.sigmoid()), ("tanh", lambda: a.tanh()),
    ("relu", lambda: a.relu()), ("abs", lambda: a.abs()), ("sign", lambda: a.sign()), ("sin", lambda: a.sin()),
    ("reciprocal", lambda: a.reciprocal()), ("square", lambda: a.square()), ("maximum", lambda: torch.maximum(a, b)),
    ("minimum", lambda: torch.minimum(a, b)), ("atan2", lambda: torch.atan2(a, b)), ("fmod", lambda: a.fmod(1.5)),
    ("remainder", lambda: a.remainder(1.5)), ("floor", lambda: a.floor()), ("round", lambda: a.round()),
    ("erf", lambda: a.erf()), ("log1p", lambda: a.abs().log1p()), ("expm1", lambda: a.expm1()),
    ("asinh", lambda: a.asinh()), ("logit", lambda: a.sigmoid().logit()), ("lgamma", lambda: a.abs().lgamma()),
    ("sinc", lambda: a.sinc()), ("xlogy", lambda: torch.xlogy(a, b.abs())), ("hypot", lambda: torch.hypot(a, b)),
    ("sum", lambda: a.sum()), ("sum_dim", lambda: a.sum(1)), ("sum_keep", lambda: a.sum(1, keepdim=True)),
    ("mean_dim", lambda: a.mean(0)), ("prod", lambda: a.prod()), ("prod_dim", lambda: a.prod(1)),
    ("max", lambda: a.max()), ("max_dim", lambda: a.max(1)[0]), ("min_dim", lambda: a.min(1, keepdim=True)[0]),
    ("amax", lambda: a.amax(1)), ("argmax", lambda: a.argmax()), ("var", lambda: a.var(1)),
    ("std_keep", lambda: a.std(0, keepdim=True)), ("var_mean1", lambda: torch.var_mean(a, 1)[1]),
    ("norm_dim", lambda: a.norm(dim=1)), ("norm_p1", lambda: a.norm(p=1)), ("cumsum", lambda: a.cumsum(1)),
    ("cumprod", lambda: a.cumprod(1)), ("logsumexp", lambda: a.logsumexp(0)), ("median", lambda: a.median()),
    ("sort", lambda: a.sort(1)[0]), ("topk", lambda: a.topk(2)[0]), ("kthvalue", lambda: a.kthvalue(2, 1)[0]),
    ("view", lambda: a.view(12)), ("reshape", lambda: a.reshape(2, 6)), ("flatten", lambda: a.flatten()),
    ("permute", lambda: a.permute(1, 0)), ("t", lambda: a.t()), ("transpose", lambda: a.transpose(0, 1)),
    ("T", lambda: a.T), ("mT", lambda: a.mT), ("unsqueeze", lambda: a.unsqueeze(0)), ("squeeze", lambda: a.unsqueeze(0).squeeze()),
    ("squeeze_d", lambda: a.unsqueeze(0).squeeze(0)), ("expand", lambda: v.expand(3, 4)), ("expand_as", lambda: v.expand_as(a)),
    ("repeat", lambda: a.repeat(2, 1)), ("tile", lambda: a.tile(2)), ("flip", lambda: a.flip(0)), ("roll", lambda: a.roll(1, 0)),
    ("narrow", lambda: a.narrow(1, 1, 2)), ("slice", lambda: a[:, 1:3]), ("select", lambda: a[1]), ("idx_int", lambda: a[1, 2]),
    ("idx_list", lambda: a[[0, 2]]), ("idx_bool", lambda: a[a > 0]), ("idx_none", lambda: a[None]), ("ellipsis", lambda: a[..., 0]),
    ("index_select", lambda: a.index_select(1, torch.tensor([0, 2]))), ("gather", lambda: a.gather(1, torch.tensor([[0], [1], [2]]))),
    ("scatter", lambda: a.scatter(1, torch.tensor([[0], [1], [2]]), b)), ("scatter_add", lambda: a.scatter_add(1, torch.tensor([[0], [1], [2]]), b)),
    ("scatter_s", lambda: a.scatter(1, torch.tensor([[0], [1], [2]]), 1.0)), ("index_add", lambda: a.index_add(0, torch.tensor([0, 2]), b[:2])),
    ("index_fill", lambda: a.index_fill(1, torch.tensor([0]), 0.)), ("masked_select", lambda: a.masked_select(a > 0)),
    ("take", lambda: a.take(torch.tensor([0, 5]))), ("unfold", lambda: a.unfold(1, 2, 1)), ("diag", lambda: v.diag()),
    ("diagonal", lambda: a.diagonal()), ("tril", lambda: a.tril()), ("triu", lambda: a.triu(1)),
    ("cat", lambda: torch.cat([a, b])), ("cat1", lambda: torch.cat([a, b], 1)), ("stack", lambda: torch.stack([a, b])),
    ("hstack", lambda: torch.hstack([a, b])), ("vstack", lambda: torch.vstack([a, b])),
    ("split", lambda: a.split(2, 1)), ("split_sizes", lambda: a.split([1, 3], 1)), ("chunk", lambda: a.chunk(2, 1)),
    ("unbind", lambda: a.unbind(0)), ("tensor_split", lambda: a.tensor_split(2, 1)),
    ("matmul", lambda: a @ m), ("mm", lambda: a.mm(m)), ("mv", lambda: a.mv(v)), ("dot", lambda: v.dot(v)),
    ("matmul_1d", lambda: a @ v), ("matmul_3d", lambda: a.unsqueeze(0).expand(2, 3, 4) @ m),
    ("bmm", lambda: torch.bmm(a.unsqueeze(0), m.unsqueeze(0))), 
    ("einsum_t", lambda: torch.einsum("ij->ji", a)), 
    ("outer", lambda: torch.outer(v, v)), ("addmm", lambda: torch.addmm(v[:3].unsqueeze(1), a, m)),
    ("baddbmm", lambda: torch.baddbmm(torch.zeros(1, 3, 5), a.unsqueeze(0), m.unsqueeze(0))),
    ("where", lambda: torch.where(a > 0, a, b)), ("where_s", lambda: torch.where(a > 0, a, 0.)),
    ("masked_fill", lambda: a.masked_fill(a > 0, 0.)), ("masked_fill_t", lambda: a.masked_fill(a > 0, torch.tensor(1.))),
    ("clamp", lambda: a.clamp(-0.5, 0.5)), ("clamp_min", lambda: a.clamp(min=0)), ("clamp_max", lambda: a.clamp(max=0)),
    ("clamp_min_fn", lambda: a.clamp_min(0)), ("clamp_max_fn", lambda: a.clamp_max(0)), ("clip", lambda: a.clip(-1, 1)),
    ("clamp_t", lambda: a.clamp(min=b)), ("clamp_tt", lambda: a.clamp(b, b + 1)),
    ("lerp", lambda: torch.lerp(a, b, 0.3)), ("lerp_t", lambda: torch.lerp(a, b, b.sigmoid())),
    ("addcmul", lambda: torch.addcmul(a, a, b)), ("addcdiv", lambda: torch.addcdiv(a, a, b)),
    ("contiguous", lambda: a.t().contiguous()), ("clone", lambda: a.clone()), ("detach", lambda: a.detach() * a),
    ("to_double", lambda: a.double()), ("type_as", lambda: a.to(torch.float64)), ("float_noop", lambda: a.float()),
    ("softmax", lambda: a.softmax(1)), ("log_softmax", lambda: a.log_softmax(1)), ("F_softmax", lambda: F.softmax(a, 0)),
    ("F_normalize", lambda: F.normalize(a)), ("cos_sim", lambda: F.cosine_similarity(a, b)),
    ("pdist", lambda: F.pairwise_distance(a, b)), ("cdist", lambda: torch.cdist(a, b)), ("one_hot_mul", lambda: F.one_hot(torch.tensor([0, 1, 3])) * a),
    ("new_zeros", lambda: a + a.new_zeros(3, 4)), ("zeros_like", lambda: a + torch.zeros_like(a)),
    ("pad_const", lambda: F.pad(a, (1, 1))), ("pad_2d", lambda: F.pad(a, (1, 0, 0, 2), value=1.)),
    ("pad_reflect", lambda: F.pad(a.unsqueeze(0), (1, 1), mode="reflect")), ("pad_replicate", lambda: F.pad(a.unsqueeze(0), (1, 1), mode="replicate")),
    
    ("inplace_add", lambda: a.clone().add_(b)), ("inplace_mul", lambda: a.clone().mul_(2)), ("inplace_relu", lambda: a.clone().relu_()),
    ("setitem", lambda: (lambda t: (t.__setitem__(0, b[0]), t)[1])(a.clone())),
    ("setitem_s", lambda: (lambda t: (t.__setitem__((slice(None), 1), 0.), t)[1])(a.clone())),
    ("std_unb", lambda: a.std(1, unbiased=False)), ("nan_to_num", lambda: a.nan_to_num()), ("trace", lambda: a[:, :3].trace()),
    ("diff", lambda: a.diff()), ("cross", lambda: torch.cross(a[:, :3], b[:, :3], dim=1)),
    ("kron", lambda: torch.kron(v[:2], v[:2])), ("mean_all", lambda: a.mean()), ("sum_dtype", lambda: a.sum(dtype=torch.float64)),
    ("nansum", lambda: a.nansum()), ("any_mul", lambda: a * (a > 0)), ("linear", lambda: F.linear(a, m.t())),
    ("linear_b", lambda: F.linear(a, m.t(), v[:1].expand(5).contiguous())), ("bilinear", lambda: F.bilinear(a, b, torch.randn(2, 4, 4, requires_grad=True))),
    ("repeat_interleave", lambda: a.repeat_interleave(2, 0)), ("movedim", lambda: a.movedim(0, 1)), ("view_as", lambda: a.view_as(b)),
    ("unflatten", lambda: a.unflatten(1, (2, 2))), ("swapaxes", lambda: a.swapaxes(0, 1)), ("atleast_3d", lambda: torch.atleast_3d(a)),
    ("square_sum", lambda: (a - b).pow(2).sum(1).sqrt()),
]
for name, f in cases:
    try:
        y = f()
    except Exception as e:
        print("==", name); print(type(e).__name__, e); continue
    show(name, y)
