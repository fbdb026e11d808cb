# Recursive grad_fn walks (issue 13): views, indexing, scatter/gather, joins and splits,
# the matmul family, pads and interpolation.
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
v = torch.randn(4, requires_grad=True)
m = torch.randn(4, 5, requires_grad=True)
x3 = torch.randn(2, 3, 4, requires_grad=True)
idx = torch.tensor([[0, 1], [2, 0], [1, 3]])
mask = torch.tensor([[True, False, True, False]] * 3)
cases = [
    ("view_m1", lambda: a.view(-1, 2)), ("view_as", lambda: a.view_as(b)), ("reshape_as", lambda: a.reshape_as(b)),
    ("reshape_t", lambda: a.t().reshape(12)), ("flatten_3d", lambda: x3.flatten(1)), ("unflatten", lambda: a.unflatten(1, (2, 2))),
    ("movedim", lambda: x3.movedim(0, 2)), ("swapaxes", lambda: x3.swapaxes(0, 1)), ("squeeze_dims", lambda: a[None, :, None].squeeze((0, 2))),
    ("unsqueeze_neg", lambda: a.unsqueeze(-1)), ("expand_m1", lambda: a[:, None].expand(-1, 2, -1)), ("broadcast_to", lambda: v.broadcast_to(3, 4)),
    ("repeat_3", lambda: v.repeat(2, 1, 2)), ("repeat_interleave", lambda: v.repeat_interleave(2)), ("ri_dim", lambda: a.repeat_interleave(2, dim=0)),
    ("flip2", lambda: a.flip(0, 1)), ("fliplr", lambda: a.fliplr()), ("flipud", lambda: a.flipud()), ("rot90", lambda: a.rot90()),
    ("roll_multi", lambda: a.roll((1, 2), (0, 1))), ("roll_flat", lambda: a.roll(3)), ("narrow_neg", lambda: a.narrow(0, -2, 2)),
    ("slice_step", lambda: a[::2, 1::2]), ("slice_neg", lambda: a[-2:]), ("select_neg", lambda: a[:, -1]), ("select_m", lambda: a.select(1, 2)),
    ("idx_tensor", lambda: a[torch.tensor([2, 0])]), ("idx_two", lambda: a[[0, 1], [2, 3]]), ("idx_mixed", lambda: a[1:, [0, 2]]),
    ("idx_bool_row", lambda: a[torch.tensor([True, False, True])]), ("idx_none_mid", lambda: a[:, None, 1:]), ("idx_3d", lambda: x3[0, ..., 1:3]),
    ("take_along", lambda: torch.take_along_dim(a, idx, 1)), ("gather0", lambda: a.gather(0, idx[:, :1].t())),
    ("scatter_reduce", lambda: a.scatter_reduce(1, idx, b[:, :2], "sum")), ("scatter_reduce_amax", lambda: a.scatter_reduce(1, idx, b[:, :2], "amax")),
    ("scatter_add_f", lambda: torch.scatter_add(a, 1, idx, b)), ("index_copy", lambda: a.index_copy(0, torch.tensor([2, 0]), b[:2])),
    ("index_put", lambda: a.index_put((torch.tensor([0, 2]),), b[0])), ("masked_fill_t", lambda: a.masked_fill(mask, torch.tensor(1.))),
    ("masked_scatter", lambda: a.masked_scatter(mask, b)), ("masked_select_b", lambda: a.masked_select(mask)),
    ("index_select0", lambda: a.index_select(0, torch.tensor([1, 1]))), 
    ("diag_embed", lambda: torch.diag_embed(v)), ("diagflat", lambda: v.diagflat()), ("diag_off", lambda: a.diag(1)), ("diagonal_off", lambda: x3.diagonal(0, 1, 2)),
    ("tril_neg", lambda: a.tril(-1)), ("stack1", lambda: torch.stack([a, b], 1)), ("stack_neg", lambda: torch.stack((a, b, a), -1)),
    ("cat_three", lambda: torch.cat((a, b, a), 0)), ("cat_const", lambda: torch.cat([a, torch.zeros(3, 4)])), ("concat", lambda: torch.concat([a, b], 1)),
    ("dstack", lambda: torch.dstack([a, b])), ("column_stack", lambda: torch.column_stack([v, v])), ("row_stack", lambda: torch.row_stack([v, v])),
    ("split_eq", lambda: torch.split(a, 2)), ("chunk3", lambda: a.chunk(3, 0)), ("unbind1", lambda: a.unbind(1)),
    ("tensor_split_idx", lambda: a.tensor_split([1, 3], 1)), ("hsplit", lambda: a.hsplit(2)), ("vsplit", lambda: a.vsplit([1])),
    ("split_with_sizes", lambda: a.split_with_sizes([2, 2], 1)), ("meshgrid", lambda: torch.meshgrid(v, v, indexing="ij")),
    ("atleast_2d", lambda: torch.atleast_2d(v)), ("matmul_mv", lambda: m.t() @ v), ("matmul_vm", lambda: v @ m),
    ("matmul_bb", lambda: x3 @ x3.transpose(1, 2)), ("matmul_b2", lambda: x3 @ m), ("matmul_1b", lambda: v @ x3.transpose(1, 2)),
    ("mm_t", lambda: a.mm(b.t())), ("addmm_beta", lambda: torch.addmm(b[:, :1].expand(3, 5).contiguous(), a, m, beta=0.5, alpha=2)),
    ("addmv", lambda: torch.addmv(v[:3], a, v)), ("addr", lambda: torch.addr(a, v[:3], v)), ("addbmm", lambda: torch.addbmm(a[:, :3], x3.transpose(1, 2), x3)),
    ("bmm_t", lambda: x3.bmm(x3.transpose(1, 2))), ("baddbmm_b", lambda: torch.baddbmm(x3, x3, torch.ones(2, 4, 4))),
    ("chain_matmul", lambda: torch.linalg.multi_dot([a, m, m.t()])), ("matrix_power", lambda: a[:, :3].matrix_power(2)),
    
    
    ("pad_const", lambda: F.pad(a, (1, 2, 0, 1), value=1.)), ("pad_reflect", lambda: F.pad(x3, (1, 1), mode="reflect")),
    ("pad_replicate", lambda: F.pad(x3, (2, 0), mode="replicate")), ("pad_reflect2d", lambda: F.pad(x3[None], (1, 1, 1, 1), mode="reflect")),
    ("pad_replicate2d", lambda: F.pad(x3[None], (1, 1, 1, 1), mode="replicate")), ("pad_circ2d", lambda: F.pad(x3[None], (1, 1, 1, 1), mode="circular")),
    ("interp_nearest", lambda: F.interpolate(x3, scale_factor=2)), ("interp_linear", lambda: F.interpolate(x3, size=6, mode="linear")),
    ("interp_bilinear", lambda: F.interpolate(x3[None], scale_factor=2, mode="bilinear")),
    ("interp_bilinear_ac", lambda: F.interpolate(x3[None], size=(5, 6), mode="bilinear", align_corners=True)),
    ("interp_area", lambda: F.interpolate(x3, size=2, mode="area")),
    ("interp_nearest_exact", lambda: F.interpolate(x3, scale_factor=2, mode="nearest-exact")),
    ("pixel_shuffle", lambda: F.pixel_shuffle(torch.randn(1, 4, 2, 2, requires_grad=True), 2)),
    ("unfold_f", lambda: F.unfold(x3[None], 2)), ("fold_f", lambda: F.fold(torch.randn(1, 4, 4, requires_grad=True), (3, 3), 2)),
    ("one_hot_float", lambda: F.one_hot(torch.tensor([0, 2]), 3).float() * a[:2, :3]),
]
for name, f in cases:
    show(name, f)
