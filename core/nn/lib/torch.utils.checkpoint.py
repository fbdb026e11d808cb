"""torch.utils.checkpoint for nnscope: activation checkpointing, as PyTorch 2.6.

checkpoint(fn, *args) trades memory for compute: the forward runs without
recording a graph and backward runs fn again to get the gradients.
- use_reentrant=True (the default when the argument is omitted, with
  PyTorch's warning): one CheckpointFunction node whose edges are the Tensor
  arguments; backward re-runs fn under enable_grad with the CPU RNG state of
  the forward restored (so dropout draws the same mask) and backpropagates
  through the fresh graph.
- use_reentrant=False: PyTorch records the ordinary graph and recomputes
  saved activations on the fly; the graph, values and gradients are those of
  a plain call, so nnscope runs fn directly (keyword arguments allowed).
Warnings name the file and line of PyTorch 2.6 (Debian's build) where it
raises them."""

import contextlib
from typing import Callable, ContextManager, Optional, Tuple

import torch
from torch.nn.modules._helpers import _warn_from, _torch_site

__all__ = ["checkpoint", "checkpoint_sequential", "CheckpointFunction", "check_backward_validity",
           "detach_variable", "noop_context_fn"]

_REENTRANT_HINT = ("the use_reentrant parameter should be passed explicitly. In version 2.5 we will raise "
                   "an exception if use_reentrant is not passed. use_reentrant=False is recommended, but if "
                   "you need to preserve the current default behavior, you can pass use_reentrant=True. "
                   "Refer to docs for more details on the differences between the two variants.")


def noop_context_fn():
    return contextlib.nullcontext(), contextlib.nullcontext()


def detach_variable(inputs):
    if isinstance(inputs, tuple):
        out = []
        for inp in inputs:
            if not isinstance(inp, torch.Tensor):
                out.append(inp)
                continue
            x = inp.detach()
            x.requires_grad = inp.requires_grad
            out.append(x)
        return tuple(out)
    raise RuntimeError("Only tuple of tensors is supported. Got Unsupported input type: ",
                       type(inputs).__name__)


def check_backward_validity(inputs):
    if not any(inp.requires_grad for inp in inputs if isinstance(inp, torch.Tensor)):
        _warn_from("None of the inputs have requires_grad=True. Gradients will be None",
                   _torch_site("utils/checkpoint.py", 87, "warnings.warn("))


class CheckpointFunction(torch.autograd.Function):
    @staticmethod
    def forward(ctx, run_function, preserve_rng_state, *args):
        check_backward_validity(args)
        ctx.run_function = run_function
        ctx.preserve_rng_state = preserve_rng_state
        if preserve_rng_state:
            ctx.fwd_cpu_state = torch.get_rng_state()
        ctx.inputs = []
        ctx.tensor_indices = []
        tensor_inputs = []
        for i, arg in enumerate(args):
            if torch.is_tensor(arg):
                tensor_inputs.append(arg)
                ctx.tensor_indices.append(i)
                ctx.inputs.append(None)
            else:
                ctx.inputs.append(arg)
        ctx.save_for_backward(*tensor_inputs)
        with torch.no_grad():
            outputs = run_function(*args)
        return outputs

    @staticmethod
    def backward(ctx, *args):
        inputs = list(ctx.inputs)
        for i, t in zip(ctx.tensor_indices, ctx.saved_tensors):
            inputs[i] = t
        with torch.random.fork_rng(devices=[], enabled=ctx.preserve_rng_state):
            if ctx.preserve_rng_state:
                torch.set_rng_state(ctx.fwd_cpu_state)
            detached = detach_variable(tuple(inputs))
            with torch.enable_grad():
                outputs = ctx.run_function(*detached)
        if isinstance(outputs, torch.Tensor):
            outputs = (outputs,)
        outputs_with_grad = []
        args_with_grad = []
        for i in range(len(outputs)):
            if torch.is_tensor(outputs[i]) and outputs[i].requires_grad:
                outputs_with_grad.append(outputs[i])
                args_with_grad.append(args[i])
        if len(outputs_with_grad) == 0:
            raise RuntimeError("none of output has requires_grad=True, this checkpoint() is not necessary")
        torch.autograd.backward(outputs_with_grad, args_with_grad)
        grads = tuple(inp.grad if isinstance(inp, torch.Tensor) else None for inp in detached)
        return (None, None) + grads


def checkpoint(function, *args, use_reentrant: Optional[bool] = None,
               context_fn: Callable[[], Tuple[ContextManager, ContextManager]] = noop_context_fn,
               determinism_check: str = "default", debug: bool = False, **kwargs):
    if use_reentrant is None:
        _warn_from("torch.utils.checkpoint: " + _REENTRANT_HINT,
                   _torch_site("_dynamo/eval_frame.py", 745, "return fn(*args, **kwargs)"))
        use_reentrant = True
    preserve = kwargs.pop("preserve_rng_state", True)
    if kwargs and use_reentrant:
        raise ValueError("Unexpected keyword arguments: " + ",".join(arg for arg in kwargs))
    if use_reentrant:
        if context_fn is not noop_context_fn or debug is not False:
            raise ValueError("Passing `context_fn` or `debug` is only supported when use_reentrant=False.")
        return CheckpointFunction.apply(function, preserve, *args)
    if determinism_check not in ("default", "none"):
        raise ValueError(f"determinism_check should be one of ['default', 'none'], but got {determinism_check}")
    forward_context, _recompute_context = context_fn()
    with forward_context:
        return function(*args, **kwargs)


def checkpoint_sequential(functions, segments, input, use_reentrant=None, **kwargs):
    if use_reentrant is None:
        _warn_from("torch.utils.checkpoint.checkpoint_sequential: " + _REENTRANT_HINT,
                   _torch_site("utils/checkpoint.py", 553, "warnings.warn("))
        use_reentrant = True
    preserve = kwargs.pop("preserve_rng_state", True)
    if kwargs:
        raise ValueError("Unexpected keyword arguments: " + ",".join(arg for arg in kwargs))

    def run_function(start, end, functions):
        def forward(input):
            for j in range(start, end + 1):
                input = functions[j](input)
            return input
        return forward

    if isinstance(functions, torch.nn.Sequential):
        functions = list(functions.children())
    segment_size = len(functions) // segments
    end = -1
    for start in range(0, segment_size * (segments - 1), segment_size):
        end = start + segment_size - 1
        input = checkpoint(run_function(start, end, functions), input, use_reentrant=use_reentrant,
                           preserve_rng_state=preserve)
    return run_function(end + 1, len(functions) - 1, functions)(input)
