"""torch.compiler: the helpers compiled code calls, answering as eager code does (nothing is compiled here)."""

__all__ = ["is_compiling", "is_dynamo_compiling", "disable", "reset", "allow_in_graph", "assume_constant_result",
           "list_backends", "cudagraph_mark_step_begin"]


def is_compiling():
    return False


def is_dynamo_compiling():
    return False


def disable(fn=None, recursive=True):
    if fn is None:
        return lambda f: f
    return fn


def reset():
    pass


def allow_in_graph(fn):
    return fn


def assume_constant_result(fn):
    return fn


def cudagraph_mark_step_begin():
    pass


def list_backends(exclude_tags=("debug", "experimental")):
    import torch._dynamo
    return torch._dynamo.list_backends(exclude_tags)
