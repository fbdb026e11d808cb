"""torch.autograd.gradcheck for nnscope: gradcheck / gradgradcheck (slow mode,
real-valued, dense strided tensors) following PyTorch 2.6's algorithm: central
differences on each input element perturbed in place through .data, analytical
Jacobian rows by torch.autograd.grad with one-hot grad_outputs (run twice for the
reentrancy check), torch.allclose comparison and PyTorch's messages.
Not done: forward-mode AD, batched grads, fast mode, the undefined-grad check."""

import torch

__all__ = ["gradcheck", "gradgradcheck", "GradcheckError"]


class GradcheckError(RuntimeError):
    pass


GradcheckError.__module__ = "torch.autograd.gradcheck"


def _as_tuple(x):
    if isinstance(x, tuple):
        return x
    elif isinstance(x, list):
        return tuple(x)
    else:
        return (x,)


def _is_tensor(x):
    return isinstance(x, torch.Tensor)


def _iter_tensors(x, only_requiring_grad=False):
    if _is_tensor(x):
        if x.requires_grad or not only_requiring_grad:
            yield x
    elif isinstance(x, (list, tuple)):
        for elem in x:
            yield from _iter_tensors(elem, only_requiring_grad)


def _is_float_or_complex_tensor(obj):
    return _is_tensor(obj) and (obj.is_floating_point() or obj.is_complex())


def _differentiable_outputs(x):
    return tuple(o for o in _as_tuple(x) if o.requires_grad)


def _check_inputs(tupled_inputs):
    any_input_requiring_grad = False
    for idx, inp in enumerate(tupled_inputs):
        if _is_tensor(inp) and inp.requires_grad:
            if not (inp.dtype == torch.float64 or inp.dtype == torch.complex128):
                from torch.nn.modules._helpers import _torch_site, _warn_from
                _warn_from(
                    f"Input #{idx} requires gradient and "
                    "is not a double precision floating point or complex. "
                    "This check will likely fail if all the inputs are "
                    "not of double precision floating point or complex. ",
                    _torch_site("autograd/gradcheck.py", 922, "warnings.warn("),
                )
            if not all(st > 0 or sz <= 1 for st, sz in zip(inp.stride(), inp.size())):
                raise RuntimeError(
                    f"The {idx}th input has a dimension with stride 0. gradcheck only "
                    "supports inputs that are non-overlapping to be able to "
                    "compute the numerical gradients correctly. You should call "
                    ".contiguous on the input before passing it to gradcheck."
                )
            any_input_requiring_grad = True
    if not any_input_requiring_grad:
        raise ValueError(
            "gradcheck expects at least one input tensor to require gradient, "
            "but none of the them have requires_grad=True."
        )
    return True


def _product(sizes):
    if not sizes:
        yield ()
        return
    for i in range(sizes[0]):
        for rest in _product(sizes[1:]):
            yield (i,) + rest


def _check_outputs_same_dtype_and_shape(output1, output2, eps, idx=None):
    on_index = "on index {idx} " if idx is not None else ""
    assert output1.shape == output2.shape, (
        f"Expected `func` to return outputs with the same shape"
        f" when inputs are perturbed {on_index}by {eps}, but got:"
        f" shapes {output1.shape} and {output2.shape}."
    )
    assert output1.dtype == output2.dtype, (
        f"Expected `func` to return outputs with the same dtype"
        f" when inputs are perturbed {on_index}by {eps}, but got:"
        f" dtypes {output1.dtype} and {output2.dtype}."
    )


def _numerical_jacobian_wrt_input(fn, input_idx, inputs, outputs, eps, inp):
    cols = {}
    x = inp.data
    for d_idx, idx in enumerate(_product(list(x.size()))):
        entry = x[idx]

        def wrapped_fn():
            return tuple(a.clone() for a in _as_tuple(fn(*inputs)))

        orig = entry.clone()
        entry.copy_(orig - eps)
        outa = wrapped_fn()
        entry.copy_(orig + eps)
        outb = wrapped_fn()
        entry.copy_(orig)
        res = []
        for a, b in zip(outa, outb):
            _check_outputs_same_dtype_and_shape(a, b, eps, idx=idx)
            res.append(((b - a) / (2 * eps)).detach().reshape(-1))
        cols[d_idx] = res
    jacobians = tuple(
        t.new_zeros((inp.numel(), t.numel())) for t in outputs if _is_float_or_complex_tensor(t)
    )
    for i, jacobian in enumerate(jacobians):
        for k, v in cols.items():
            jacobian[k] = v[i]
    return jacobians


def _numerical_jacobian(fn, inputs, outputs, eps):
    if any(o.is_complex() for o in outputs):
        raise ValueError(
            "Expected output to be non-complex. get_numerical_jacobian no "
            "longer supports functions that return complex outputs."
        )
    jacobians = []
    for i, a in enumerate(inputs):
        if _is_tensor(a) and a.requires_grad:
            jacobians.append(_numerical_jacobian_wrt_input(fn, i, inputs, outputs, eps, a))
    return jacobians


def _analytical_rows(vjp_fn, sample_output):
    grad_out_base = torch.zeros_like(sample_output)
    flat_grad_out = grad_out_base.view(-1)
    rows = []
    for j in range(flat_grad_out.numel()):
        flat_grad_out.zero_()
        flat_grad_out[j] = 1.0
        grad_inputs = vjp_fn(grad_out_base)
        for i, d_x in enumerate(grad_inputs):
            if j == 0:
                rows.append([])
            rows[i] += [d_x.clone() if _is_tensor(d_x) else None]
    return rows


def _stack_and_check(list_of_lists, inputs, numel_outputs):
    out_jacobians = tuple(
        t.new_zeros((t.numel(), numel_outputs))
        for t in inputs
        if _is_float_or_complex_tensor(t) and t.requires_grad
    )
    diff_input_list = list(_iter_tensors(inputs, True))
    sizes_ok = True
    types_ok = True
    for i, tensor_list in enumerate(list_of_lists):
        inp = diff_input_list[i]
        out_jacobian = out_jacobians[i]
        for j, tensor in enumerate(tensor_list):
            if tensor is not None and tensor.size() != inp.size():
                sizes_ok = False
            elif tensor is not None and tensor.dtype != inp.dtype:
                types_ok = False
            if tensor is None:
                out_jacobian[:, j].zero_()
            else:
                out_jacobian[:, j] = tensor.reshape(-1)
    return out_jacobians, sizes_ok, types_ok


def _jacobians_equal(j1, j2, atol):
    for a, b in zip(j1, j2):
        if a.numel() != 0 and (a - b).abs().max() > atol:
            return False
    return True


FAILED_NONDET_MSG = """

NOTE: If your op relies on non-deterministic operations i.e., it is listed here:
https://pytorch.org/docs/stable/generated/torch.use_deterministic_algorithms.html
this failure might be expected.

If you are adding a new operator, please file an issue and then use one of the
workarounds. The workaround depends on how your test invokes gradcheck/gradgradcheck.
If the test
- manually invokes gradcheck/gradgradcheck, then call gradcheck/gradgradcheck
  with `nondet_tol=<tol>` as a keyword argument.
- is OpInfo-based (e.g., in test_ops_gradients.py), then modify the OpInfo for the test
  to have `gradcheck_nondet_tol=<tol>`.
- is a Module test (e.g., in common_nn.py), then modify the corresponding
  module_test entry to have `gradcheck_nondet_tol=<tol>`
"""


def _analytical_jacobian(inputs, output, nondet_tol, check_grad_dtypes):
    diff_input_list = list(_iter_tensors(inputs, True))

    def vjp_fn(grad_output):
        return torch.autograd.grad(output, diff_input_list, grad_output, retain_graph=True, allow_unused=True)

    vjps1 = _analytical_rows(vjp_fn, output.clone())
    vjps2 = _analytical_rows(vjp_fn, output.clone())
    jacobians1, sizes_ok, types_ok = _stack_and_check(vjps1, inputs, output.numel())
    jacobians2, _, _ = _stack_and_check(vjps2, inputs, output.numel())
    reentrant = _jacobians_equal(jacobians1, jacobians2, nondet_tol)
    if not types_ok and check_grad_dtypes:
        raise GradcheckError("Gradient has dtype mismatch")
    if not sizes_ok:
        raise GradcheckError("Analytical gradient has incorrect size")
    if not reentrant:
        raise GradcheckError(
            "Backward is not reentrant, i.e., running backward with "
            "same input and grad_output multiple times gives different values, "
            "although analytical gradient matches numerical gradient."
            f"The tolerance for nondeterminism was {nondet_tol}." + FAILED_NONDET_MSG
        )
    return jacobians1


def _notallclose_msg(analytical, numerical, output_idx, input_idx):
    return (
        "Jacobian mismatch for output %d with respect to input %d,\n"
        "numerical:%s\nanalytical:%s\n" % (output_idx, input_idx, numerical, analytical)
    )


def _allclose_with_type_promotion(a, b, rtol, atol):
    promoted_type = torch.promote_types(a.dtype, b.dtype)
    return torch.allclose(a.to(dtype=promoted_type), b.to(dtype=promoted_type), rtol, atol)


def _slow_gradcheck(func, func_out, tupled_inputs, outputs, eps, rtol, atol, check_grad_dtypes, nondet_tol):
    func_out = _as_tuple(func_out)
    if not outputs:
        for per_input in _numerical_jacobian(func, tupled_inputs, func_out, eps):
            for jacobian in per_input:
                if torch.ne(jacobian, 0).sum() > 0:
                    raise GradcheckError("Numerical gradient for function expected to be zero")
        return True
    numerical = list(zip(*_numerical_jacobian(func, tupled_inputs, func_out, eps)))
    numerical = [nj for o, nj in zip(func_out, numerical) if o.requires_grad]
    for i, o in enumerate(outputs):
        analytical = _analytical_jacobian(tupled_inputs, o, nondet_tol, check_grad_dtypes)
        for j, (a, n) in enumerate(zip(analytical, numerical[i])):
            if not _allclose_with_type_promotion(a, n, rtol, atol):
                raise GradcheckError(_notallclose_msg(a, n, i, j))
    return True


def _test_backward_mul_by_grad_output(outputs, inputs):
    diff_input_list = list(_iter_tensors(inputs, True))
    if not diff_input_list:
        raise GradcheckError("no Tensors requiring grad found in input")
    grads_input = torch.autograd.grad(
        outputs, diff_input_list, [torch.zeros_like(o) for o in outputs], allow_unused=True
    )
    for gi, di in zip(grads_input, diff_input_list):
        if gi is None:
            continue
        if not gi.eq(0).all():
            raise GradcheckError("backward not multiplied by grad_output")
        if gi.dtype != di.dtype:
            raise GradcheckError("grad is incorrect type")
        if gi.size() != di.size():
            raise GradcheckError("grad is incorrect size")
    return True


def _gradcheck_helper(func, inputs, eps, atol, rtol, nondet_tol, check_grad_dtypes, check_backward_ad):
    tupled_inputs = _as_tuple(inputs)
    _check_inputs(tupled_inputs)
    func_out = func(*tupled_inputs)
    outputs = _differentiable_outputs(func_out)
    if check_backward_ad:
        if any(o.is_complex() for o in _as_tuple(func_out)):
            raise NotImplementedError("gradcheck of complex outputs is not supported by nnscope")
        _slow_gradcheck(func, func_out, tupled_inputs, outputs, eps, rtol, atol, check_grad_dtypes, nondet_tol)
    if not check_backward_ad:
        return True
    _test_backward_mul_by_grad_output(outputs, tupled_inputs)
    return True


def gradcheck(func, inputs, *, eps=1e-6, atol=1e-5, rtol=1e-3, raise_exception=True, nondet_tol=0.0,
              check_undefined_grad=True, check_grad_dtypes=False, check_batched_grad=False,
              check_batched_forward_grad=False, check_forward_ad=False, check_backward_ad=True,
              fast_mode=False, masked=None):
    assert check_forward_ad or check_backward_ad, \
        "Expected at least one of check_forward_ad or check_backward_ad to be True"
    assert not (check_batched_grad and not check_backward_ad), \
        "Setting check_batched_grad=True requires check_backward_ad to be True"
    assert not (check_batched_forward_grad and not check_forward_ad), \
        "Setting check_batched_forward_grad=True requires check_forward_ad to be True"
    if check_forward_ad or check_batched_grad or check_batched_forward_grad:
        raise NotImplementedError("gradcheck: forward-mode and batched checks are not supported by nnscope")
    if not raise_exception:
        try:
            return _gradcheck_helper(func, inputs, eps, atol, rtol, nondet_tol, check_grad_dtypes,
                                     check_backward_ad)
        except GradcheckError:
            return False
    return _gradcheck_helper(func, inputs, eps, atol, rtol, nondet_tol, check_grad_dtypes, check_backward_ad)


def gradgradcheck(func, inputs, grad_outputs=None, *, eps=1e-6, atol=1e-5, rtol=1e-3,
                  gen_non_contig_grad_outputs=False, raise_exception=True, nondet_tol=0.0,
                  check_undefined_grad=True, check_grad_dtypes=False, check_batched_grad=False,
                  check_fwd_over_rev=False, check_rev_over_rev=True, fast_mode=False, masked=False):
    assert check_fwd_over_rev or check_rev_over_rev, \
        "Expected at least one of check_fwd_over_rev or check_rev_over_rev to be True"
    assert not (check_undefined_grad and not check_rev_over_rev), \
        "Setting check_undefined_grad=True requires check_rev_over_rev to be True"
    assert not (check_batched_grad and not check_rev_over_rev), \
        "Setting check_batched_grad=True requires check_rev_over_rev to be True"
    tupled_inputs = _as_tuple(inputs)
    if grad_outputs is None:
        outputs = _differentiable_outputs(func(*tupled_inputs))
        gos = []
        for x in outputs:
            dt = x.dtype if x.is_floating_point() or x.is_complex() else torch.double
            g = torch.empty(x.shape, dtype=dt).uniform_(-1, 1)
            g.requires_grad = True
            gos.append(g)
        tupled_grad_outputs = tuple(gos)
    else:
        tupled_grad_outputs = _as_tuple(grad_outputs)
    num_outputs = len(tupled_grad_outputs)
    diff_input_args_indices = {i for i, x in enumerate(tupled_inputs) if _is_tensor(x) and x.requires_grad}
    diff_grad_output_indices = {i for i, x in enumerate(tupled_grad_outputs) if x.requires_grad}

    def new_func(*args):
        input_args = tuple(
            x.requires_grad_() if i in diff_input_args_indices else x
            for i, x in enumerate(args[:-num_outputs])
        )
        outs = _differentiable_outputs(func(*input_args))
        gouts = tuple(
            x.requires_grad_() if i in diff_grad_output_indices else x
            for i, x in enumerate(args[-num_outputs:])
        )
        diff_input_args = tuple(x for i, x in enumerate(input_args) if i in diff_input_args_indices)
        grad_inputs = torch.autograd.grad(outs, diff_input_args, gouts, create_graph=True, allow_unused=True)
        return tuple(g for g in grad_inputs if g is not None)

    return gradcheck(new_func, tupled_inputs + tupled_grad_outputs, eps=eps, atol=atol, rtol=rtol,
                     raise_exception=raise_exception, nondet_tol=nondet_tol,
                     check_undefined_grad=check_undefined_grad, check_grad_dtypes=check_grad_dtypes,
                     check_batched_grad=check_batched_grad, fast_mode=fast_mode,
                     check_forward_ad=check_fwd_over_rev, check_backward_ad=check_rev_over_rev,
                     masked=masked)
