# pytorch/tutorials intermediate_source/forward_ad_usage.py @ 2d52ead6fdcf053698694bfe1c11cd88758f6f11 (BSD-3-Clause)
# Tutorial code verbatim; prose trimmed; torch.manual_seed(0) added; each section runs inside try so that
# one failure does not hide the next, and a driver prints rounded results at the end of each section.
import torch
import torch.autograd.forward_ad as fwAD
torch.manual_seed(0)  # nnscope: seeded

primal = torch.randn(10, 10)
tangent = torch.randn(10, 10)

def fn(x, y):
    return x ** 2 + y ** 2

try:
    with fwAD.dual_level():
        dual_input = fwAD.make_dual(primal, tangent)
        assert fwAD.unpack_dual(dual_input).tangent is tangent

        # To demonstrate the case where the copy of the tangent happens,
        # we pass in a tangent with a layout different from that of the primal
        dual_input_alt = fwAD.make_dual(primal, tangent.T)
        assert fwAD.unpack_dual(dual_input_alt).tangent is not tangent

        # Tensors that do not have an associated tangent are automatically
        # considered to have a zero-filled tangent of the same shape.
        plain_tensor = torch.randn(10, 10)
        dual_output = fn(dual_input, plain_tensor)

        # Unpacking the dual returns a namedtuple with ``primal`` and ``tangent``
        # as attributes
        jvp = fwAD.unpack_dual(dual_output).tangent

    assert fwAD.unpack_dual(dual_output).tangent is None
    print(torch.allclose(jvp, 2 * primal * tangent), jvp.shape)  # nnscope
except Exception as e:
    print(type(e).__name__, e)

import torch.nn as nn

model = nn.Linear(5, 5)
input = torch.randn(16, 5)

params = {name: p for name, p in model.named_parameters()}
tangents = {name: torch.rand_like(p) for name, p in params.items()}

try:
    with fwAD.dual_level():
        for name, p in params.items():
            delattr(model, name)
            setattr(model, name, fwAD.make_dual(p, tangents[name]))

        out = model(input)
        jvp = fwAD.unpack_dual(out).tangent
    print(jvp.round(decimals=3)[:2])  # nnscope
except Exception as e:
    print(type(e).__name__, e)

from torch.func import functional_call

# We need a fresh module because the functional call requires the
# the model to have parameters registered.
model = nn.Linear(5, 5)

try:
    dual_params = {}
    with fwAD.dual_level():
        for name, p in params.items():
            # Using the same ``tangents`` from the above section
            dual_params[name] = fwAD.make_dual(p, tangents[name])
        out = functional_call(model, dual_params, input)
        jvp2 = fwAD.unpack_dual(out).tangent

    # Check our results
    assert torch.allclose(jvp, jvp2)
    print("jvp2 ok")  # nnscope
except Exception as e:
    print(type(e).__name__, e)

class Fn(torch.autograd.Function):
    @staticmethod
    def forward(ctx, foo):
        result = torch.exp(foo)
        # Tensors stored in ctx can be used in the subsequent forward grad
        # computation.
        ctx.result = result
        return result

    @staticmethod
    def jvp(ctx, gI):
        gO = gI * ctx.result
        # If the tensor stored in ctx will not also be used in the backward pass,
        # one can manually free it using ``del``
        del ctx.result
        return gO

fn = Fn.apply

primal = torch.randn(10, 10, dtype=torch.double, requires_grad=True)
tangent = torch.randn(10, 10)

try:
    with fwAD.dual_level():
        dual_input = fwAD.make_dual(primal, tangent)
        dual_output = fn(dual_input)
        jvp = fwAD.unpack_dual(dual_output).tangent
    print(jvp.dtype, torch.allclose(jvp, tangent.double() * primal.exp()))  # nnscope

    print(torch.autograd.gradcheck(Fn.apply, (primal,), check_forward_ad=True,
                             check_backward_ad=False, check_undefined_grad=False,
                             check_batched_grad=False))
except Exception as e:
    print(type(e).__name__, e)

import functorch as ft

primal0 = torch.randn(10, 10)
tangent0 = torch.randn(10, 10)
primal1 = torch.randn(10, 10)
tangent1 = torch.randn(10, 10)

def fn(x, y):
    return x ** 2 + y ** 2

try:
    primal_out, tangent_out = ft.jvp(fn, (primal0, primal1), (tangent0, tangent1))
    print(torch.allclose(tangent_out, 2 * primal0 * tangent0 + 2 * primal1 * tangent1))  # nnscope

    primal = torch.randn(10, 10)
    tangent = torch.randn(10, 10)
    y = torch.randn(10, 10)

    import functools
    new_fn = functools.partial(fn, y=y)
    primal_out, tangent_out = ft.jvp(new_fn, (primal,), (tangent,))
    print(torch.allclose(tangent_out, 2 * primal * tangent))  # nnscope
except Exception as e:
    print(type(e).__name__, e)

model = nn.Linear(5, 5)
input = torch.randn(16, 5)
tangents = tuple([torch.rand_like(p) for p in model.parameters()])

try:
    func, params, buffers = ft.make_functional_with_buffers(model)

    # Because jvp requires every input to be associated with a tangent, we need to
    # create a new function that, when given the parameters, produces the output
    def func_params_only(params):
        return func(params, buffers, input)

    model_output, jvp_out = ft.jvp(func_params_only, (params,), (tangents,))
    print(model_output.shape, jvp_out.round(decimals=3)[:2])  # nnscope
except Exception as e:
    print(type(e).__name__, e)
