"""torch.func for nnscope: functional_call (PyTorch 2.6 behaviour), a module called with the given
parameters and buffers in place of its own, and the function transforms (vmap, grad, grad_and_value,
vjp, jvp, jacrev, jacfwd, hessian) with stack_module_state.

The transforms have PyTorch's signatures and results; underneath they are built on the reverse-mode
engine rather than on functorch's levels and batching rules:
- vmap calls the function once per slice of the mapped dimension and stacks the results (the
  semantics vmap promises; values agree with PyTorch's batched kernels up to float rounding);
- grad / vjp / jacrev differentiate with torch.autograd.grad on fresh leaves; a transform running
  inside another differentiating transform keeps its graph (create_graph) so the outer one can
  differentiate the result, and at the outermost level the results are plain tensors;
- jvp is the transpose of a vjp (the "double vjp": differentiate u -> vjp(u) at u = 0), so it needs
  the ops' backward formulas to be differentiable; jacfwd stacks jvps of the unit tangents.
Left out: randomness= other than its default checks, chunk_size, forward-mode AD itself."""
import functools
from collections import Counter
from collections.abc import Sequence

import torch
from torch.nn.utils.stateless import _functional_call

__all__ = ["functional_call", "vmap", "grad", "grad_and_value", "vjp", "jvp", "jacrev", "jacfwd", "hessian",
           "stack_module_state"]

# How many differentiating transforms are running their function now (nesting depth).
_level = 0


def _flatten(tree):
    """(leaves, spec) of a pytree of tuples, lists and dicts; spec rebuilds it from the leaves."""
    if isinstance(tree, (tuple, list)):
        leaves, specs = [], []
        for item in tree:
            lv, sp = _flatten(item)
            leaves.extend(lv)
            specs.append((len(lv), sp))
        return leaves, (type(tree), specs)
    if isinstance(tree, dict):
        leaves, specs = [], []
        for k, item in tree.items():
            lv, sp = _flatten(item)
            leaves.extend(lv)
            specs.append((k, len(lv), sp))
        return leaves, (dict, specs)
    return [tree], None


def _unflatten(spec, leaves):
    """The pytree of `spec` with `leaves` (a list, consumed in order) in it."""
    if spec is None:
        return leaves[0]
    kind, specs = spec
    if kind is dict:
        out, i = {}, 0
        for k, n, sp in specs:
            out[k] = _unflatten(sp, leaves[i:i + n])
            i += n
        return out
    items, i = [], 0
    for n, sp in specs:
        items.append(_unflatten(sp, leaves[i:i + n]))
        i += n
    if kind is tuple or kind is list:
        return kind(items)
    return kind(*items)  # a namedtuple


def _spec_repr(spec, indent=0):
    """A pytree spec as torch.utils._pytree.TreeSpec prints it."""
    if spec is None:
        return "*"
    kind, specs = spec
    context = [k for k, _, _ in specs] if kind is dict else None
    children = [sp for *_, sp in specs]
    text = ""
    if children:
        indent += 2
        text = _spec_repr(children[0], indent) + ("," if len(children) > 1 else "")
        text += ",".join("\n" + " " * indent + _spec_repr(c, indent) for c in children[1:])
    return f"TreeSpec({kind.__name__}, {context}, [{text}])"


def _broadcast_dims(dims, arg, what):
    """One in_dim per leaf of arg: an int or None applies to every leaf, else a pytree like arg's."""
    leaves, spec = _flatten(arg)
    if dims is None or isinstance(dims, int):
        return leaves, spec, [dims] * len(leaves)
    dleaves, dspec = _flatten(dims)
    if len(dleaves) != len(leaves):
        raise ValueError(f"vmap({what}, in_dims={dims}, ...)(<inputs>): in_dims is not compatible with the "
                         f"structure of `inputs`.")
    return leaves, spec, dleaves


def _fname(func):
    return getattr(func, "__name__", repr(func))


def vmap(func, in_dims=0, out_dims=0, randomness="error", *, chunk_size=None):
    """func mapped over a dimension of its inputs: one call per slice, the results stacked at out_dims."""
    if randomness not in ("error", "different", "same"):
        raise RuntimeError(f"Only allowed values for randomness are 'error', 'different', or 'same'. "
                           f"Got {randomness}")

    @functools.wraps(func)
    def wrapped(*args, **kwargs):
        name = _fname(func)
        if not isinstance(in_dims, (int, tuple)):
            raise ValueError(f"vmap({name}, in_dims={in_dims}, ...)(<inputs>): expected `in_dims` to be int or a "
                             f"(potentially nested) tuple matching the structure of inputs, got: {type(in_dims)}.")
        if isinstance(in_dims, tuple):
            if len(in_dims) != len(args):
                raise ValueError(f"vmap({name}, in_dims={in_dims}, ...)(<inputs>): in_dims is not compatible with "
                                 f"the structure of `inputs`. in_dims has structure {_spec_repr(_flatten(in_dims)[1])} "
                                 f"but inputs has structure {_spec_repr(_flatten(args)[1])}.")
            per_arg = in_dims
        else:
            per_arg = (in_dims,) * len(args)
        flat = [_broadcast_dims(d, a, name) for d, a in zip(per_arg, args)]
        size = None
        for leaves, _, dims in flat:
            for leaf, d in zip(leaves, dims):
                if d is None:
                    continue
                if not isinstance(leaf, torch.Tensor):
                    raise ValueError(f"vmap({name}, in_dims={in_dims}, ...)(<inputs>): Got in_dim={d} for an "
                                     f"input but the input is of type {type(leaf)}. We cannot vmap over "
                                     f"non-Tensor arguments, please use None as the respective in_dim")
                if not -leaf.dim() <= d < max(leaf.dim(), 1) or leaf.dim() == 0:
                    raise ValueError(f"vmap({name}, in_dims={in_dims}, ...)(<inputs>): Got in_dim={d} for some "
                                     f"input, but that input is a Tensor of dimensionality {leaf.dim()} so "
                                     f"expected in_dim to satisfy -{leaf.dim()} <= in_dim < {leaf.dim()}.")
                n = leaf.size(d)
                if size is None:
                    size = n
                elif n != size:
                    raise ValueError(f"vmap: Expected all tensors to have the same size in the mapped dimension, "
                                     f"got sizes {[size, n]} for the mapped dimension")
        if size is None:
            raise ValueError(f"vmap({name}, in_dims={in_dims}, ...)(<inputs>): at least one input must be batched")
        results = []
        for i in range(size):
            call = [_unflatten(spec, [leaf if d is None else leaf.select(d, i) for leaf, d in zip(leaves, dims)])
                    for leaves, spec, dims in flat]
            results.append(func(*call, **kwargs))
        first, spec = _flatten(results[0])
        columns = [_flatten(r)[0] for r in results]
        odims = [out_dims] * len(first) if isinstance(out_dims, int) or out_dims is None else _flatten(out_dims)[0]
        out = []
        for j in range(len(first)):
            parts = [c[j] for c in columns]
            if odims[j] is None:
                out.append(parts[0])
            else:
                out.append(torch.stack([p if isinstance(p, torch.Tensor) else torch.tensor(p) for p in parts],
                                       dim=odims[j]))
        return _unflatten(spec, out)
    return wrapped


def _diff_leaves(args, argnums):
    """args with fresh differentiable leaves at argnums; returns (args, leaves, specs per argnum)."""
    args = list(args)
    nums = argnums if isinstance(argnums, tuple) else (argnums,)
    for n in nums:
        if not isinstance(n, int) or not -len(args) <= n < len(args):
            raise RuntimeError(f"Got argnums={argnums} but only {len(args)} positional inputs")
    all_leaves, specs = [], []
    for n in nums:
        leaves, spec = _flatten(args[n])
        fresh = []
        for leaf in leaves:
            if not isinstance(leaf, torch.Tensor) or not (leaf.is_floating_point() or leaf.is_complex()):
                raise RuntimeError("grad_and_value(f)(*args): Expected argnums to reference floating point "
                                   "tensors")
            if _level > 0 and leaf.requires_grad:
                fresh.append(leaf.view_as(leaf))
            else:
                fresh.append(leaf.detach().requires_grad_())
        args[n] = _unflatten(spec, fresh)
        all_leaves.extend(fresh)
        specs.append((spec, len(fresh)))
    return args, all_leaves, specs


def _regroup(grads, specs, argnums):
    out, i = [], 0
    for spec, n in specs:
        out.append(_unflatten(spec, grads[i:i + n]))
        i += n
    return tuple(out) if isinstance(argnums, tuple) else out[0]


def _plain(tree, keep):
    """tree with its tensors detached unless an enclosing transform differentiates them."""
    if keep:
        return tree
    leaves, spec = _flatten(tree)
    return _unflatten(spec, [x.detach() if isinstance(x, torch.Tensor) else x for x in leaves])


def _call(func, args, kwargs):
    global _level
    _level += 1
    try:
        with torch.enable_grad():
            return func(*args, **kwargs)
    finally:
        _level -= 1


def _grads(outputs, inputs, grad_outputs, create_graph):
    gs = torch.autograd.grad(outputs, inputs, grad_outputs, retain_graph=True, create_graph=create_graph,
                             allow_unused=True)
    return [torch.zeros_like(x) if g is None else g for g, x in zip(gs, inputs)]


def grad_and_value(func, argnums=0, has_aux=False):
    """(gradient of func's scalar output w.r.t. the argnums inputs, that output)."""
    @functools.wraps(func)
    def wrapper(*args, **kwargs):
        nested = _level > 0
        args, leaves, specs = _diff_leaves(args, argnums)
        out = _call(func, args, kwargs)
        aux = None
        if has_aux:
            if not (isinstance(out, tuple) and len(out) == 2):
                raise RuntimeError("grad_and_value(f)(*args): output of function f should be a tuple: "
                                   "(output, aux) if has_aux is True")
            out, aux = out
        if not isinstance(out, torch.Tensor):
            raise RuntimeError(f"grad_and_value(f)(*args): Expected f(*args) to return a Tensor, got {type(out)}")
        if out.dim() != 0:
            raise RuntimeError(f"grad_and_value(f)(*args): Expected f(*args) to return a scalar Tensor, got tensor "
                               f"with {out.dim()} dims. Maybe you wanted to use the vjp or jacrev APIs instead?")
        g = _regroup(_grads([out], leaves, None, nested), specs, argnums)
        value = _plain(out, nested)
        if has_aux:
            return g, (value, _plain(aux, nested))
        return g, value
    return wrapper


def grad(func, argnums=0, has_aux=False):
    """The gradient of func's scalar output w.r.t. its argnums inputs (and aux when has_aux)."""
    gv = grad_and_value(func, argnums, has_aux)

    @functools.wraps(func)
    def wrapper(*args, **kwargs):
        g, value = gv(*args, **kwargs)
        return (g, value[1]) if has_aux else g
    return wrapper


def vjp(func, *primals, has_aux=False):
    """(func(*primals), vjp_fn): vjp_fn(cotangents) is the cotangents times func's Jacobian, per primal."""
    nested = _level > 0
    args, leaves, specs = _diff_leaves(primals, tuple(range(len(primals))))
    out = _call(func, args, {})
    aux = None
    if has_aux:
        out, aux = out
    flat_out, out_spec = _flatten(out)

    def vjp_fn(*cotangents):
        ct = cotangents[0] if len(cotangents) == 1 else cotangents
        flat_ct, _ = _flatten(ct)
        if len(flat_ct) != len(flat_out):
            raise RuntimeError("Expected pytree structure of cotangents to be the same as pytree structure of "
                               "outputs to the function")
        gs = _grads(flat_out, leaves, flat_ct, _level > 0)
        return _regroup(gs, specs, tuple(range(len(primals))))
    res = (_plain(out, nested), vjp_fn)
    return res + (_plain(aux, nested),) if has_aux else res


def _jvp(func, primals, tangents, has_aux, nested):
    args, leaves, specs = _diff_leaves(primals, tuple(range(len(primals))))
    flat_t, _ = _flatten(tuple(tangents))
    if len(flat_t) != len(leaves):
        raise RuntimeError("jvp(f, primals, tangents): Expected primals and tangents to have the same python "
                           "structure.")
    out = _call(func, args, {})
    aux = None
    if has_aux:
        out, aux = out
    flat_out, out_spec = _flatten(out)
    with torch.enable_grad():
        us = [torch.zeros_like(o, requires_grad=True) for o in flat_out]
        gs = torch.autograd.grad(flat_out, leaves, us, create_graph=True, allow_unused=True)
        pairs = [(g, t) for g, t in zip(gs, flat_t) if g is not None and g.requires_grad]
        if pairs:
            ts = torch.autograd.grad([g for g, _ in pairs], us, [t for _, t in pairs], create_graph=nested,
                                     allow_unused=True)
        else:
            ts = [None] * len(us)
    ts = [torch.zeros_like(o) if t is None else t for t, o in zip(ts, flat_out)]
    res = (_plain(out, nested), _plain(_unflatten(out_spec, ts), nested))
    return res + (_plain(aux, nested),) if has_aux else res


def jvp(func, primals, tangents, *, strict=False, has_aux=False):
    """(func(*primals), its Jacobian times tangents)."""
    if not isinstance(primals, tuple):
        raise RuntimeError(f"jvp(f, primals, tangents): Expected primals to be a tuple. E.g. it should be valid "
                           f"to call f(*primals).")
    return _jvp(func, primals, tangents, has_aux, _level > 0)


def _jac_assemble(out_leaves, out_spec, columns_or_rows, in_leaves, specs, argnums, rows):
    """Jacobian blocks out.shape + in.shape, nested as (output pytree) of (argnums pytree)."""
    per_out = []
    for oi, o in enumerate(out_leaves):
        blocks = []
        for ii, x in enumerate(in_leaves):
            if rows:
                parts = [r[ii] for r in columns_or_rows[oi]]
                blk = torch.stack(parts).reshape(tuple(o.shape) + tuple(x.shape)) if parts else \
                    torch.zeros(tuple(o.shape) + tuple(x.shape), dtype=o.dtype)
            else:
                parts = [c[oi] for c in columns_or_rows[ii]]
                blk = torch.stack(parts, dim=-1).reshape(tuple(o.shape) + tuple(x.shape)) if parts else \
                    torch.zeros(tuple(o.shape) + tuple(x.shape), dtype=o.dtype)
            blocks.append(blk)
        per_out.append(_regroup(blocks, specs, argnums))
    return _unflatten(out_spec, per_out)


def jacrev(func, argnums=0, *, has_aux=False, chunk_size=None, _preallocate_and_copy=False):
    """The Jacobian of func w.r.t. its argnums inputs, one reverse pass per output element."""
    @functools.wraps(func)
    def wrapper(*args, **kwargs):
        nested = _level > 0
        args, leaves, specs = _diff_leaves(args, argnums)
        out = _call(func, args, kwargs)
        aux = None
        if has_aux:
            out, aux = out
        flat_out, out_spec = _flatten(out)
        rows = []
        for o in flat_out:
            flat = o.reshape(-1)
            rows.append([_grads([flat[k]], leaves, None, nested) for k in range(flat.numel())])
        jac = _plain(_jac_assemble(flat_out, out_spec, rows, leaves, specs, argnums, True), nested)
        return (jac, _plain(aux, nested)) if has_aux else jac
    return wrapper


def jacfwd(func, argnums=0, has_aux=False, *, randomness="error"):
    """The Jacobian of func w.r.t. its argnums inputs, one jvp per input element."""
    @functools.wraps(func)
    def wrapper(*args, **kwargs):
        nested = _level > 0
        nums = argnums if isinstance(argnums, tuple) else (argnums,)
        _, leaves, specs = _diff_leaves(args, argnums)
        diff = [leaf.view_as(leaf) if nested and leaf.requires_grad else leaf.detach() for leaf in leaves]

        def f(*xs):
            a = list(args)
            i = 0
            for n, (spec, cnt) in zip(nums, specs):
                a[n] = _unflatten(spec, list(xs[i:i + cnt]))
                i += cnt
            return func(*a, **kwargs)
        columns, out, aux = [], None, None
        for ii, x in enumerate(diff):
            cols = []
            for k in range(x.numel()):
                tangents = [torch.zeros_like(y) for y in diff]
                tangents[ii].view(-1)[k] = 1
                res = _jvp(f, tuple(diff), tangents, has_aux, nested)
                out = res[0]
                if has_aux:
                    aux = res[2]
                cols.append([t.reshape(-1) for t in _flatten(res[1])[0]])
            columns.append(cols)
        if out is None:
            res = _jvp(f, tuple(diff), [torch.zeros_like(y) for y in diff], has_aux, nested)
            out = res[0]
        flat_out, out_spec = _flatten(out)
        jac = _jac_assemble(flat_out, out_spec, columns, leaves, specs, argnums, False)
        return (jac, aux) if has_aux else jac
    return wrapper


def hessian(func, argnums=0):
    """The Hessian of func w.r.t. its argnums inputs: jacfwd of jacrev."""
    return jacfwd(jacrev(func, argnums), argnums)


def stack_module_state(models):
    """(params, buffers): each parameter and buffer of the same-structured models stacked on a new dim 0."""
    if len(models) == 0:
        raise RuntimeError("stack_module_state: Expected at least one model, got 0.")
    if not (all(m.training for m in models) or all(not m.training for m in models)):
        raise RuntimeError("stack_module_state: Expected all models to have the same training/eval mode.")
    first = type(models[0])
    if not all(type(m) == first for m in models):
        raise RuntimeError("stack_module_state: Expected all models to be of the same class.")
    names = [k for k, _ in models[0].named_parameters()]
    params = {}
    for k in names:
        ts = [dict(m.named_parameters())[k] for m in models]
        params[k] = torch.stack([t.detach() for t in ts]).requires_grad_(ts[0].requires_grad)
    buffers = {k: torch.stack([dict(m.named_buffers())[k] for m in models]) for k, _ in models[0].named_buffers()}
    return params, buffers


def functional_call(module, parameter_and_buffer_dicts, args=None, kwargs=None, *, tie_weights=True, strict=False):
    """module(*args, **kwargs) with the tensors of the dict(s) as its parameters and buffers."""
    if isinstance(parameter_and_buffer_dicts, dict):
        parameters_and_buffers = parameter_and_buffer_dicts
    elif isinstance(parameter_and_buffer_dicts, Sequence):
        if not all(isinstance(d, dict) for d in parameter_and_buffer_dicts):
            raise ValueError("Expected all elements of parameter_and_buffer_dicts to be dictionaries")
        all_keys = [k for d in parameter_and_buffer_dicts for k in d.keys()]
        repeated = [k for k, n in Counter(all_keys).items() if n > 1]
        if repeated:
            raise ValueError(f"{repeated} appeared in multiple dictionaries; behavior of functional call is ambiguous")
        parameters_and_buffers = {k: v for d in parameter_and_buffer_dicts for k, v in d.items()}
    else:
        raise ValueError(f"Expected parameter_and_buffer_dicts to be a dict, or a list/tuple of dicts, "
                         f"but got {type(parameter_and_buffer_dicts)}")
    return _functional_call(module, parameters_and_buffers, args, kwargs, tie_weights=tie_weights, strict=strict)
