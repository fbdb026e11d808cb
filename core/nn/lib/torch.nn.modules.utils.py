"""Argument helpers of the layer classes (torch.nn.modules.utils).

_single / _pair / _triple / _quadruple turn a scalar into a tuple of 1..4
copies of it and any iterable into a tuple; _reverse_repeat_tuple builds
the F.pad amounts from a per-dimension padding."""
import collections.abc


def _ntuple(n, name="parse"):
    """A converter to n-tuples, named `name`."""
    def convert(x):
        if isinstance(x, collections.abc.Iterable):
            return tuple(x)
        return (x,) * n

    convert.__name__ = name
    return convert


_single = _ntuple(1, "_single")
_pair = _ntuple(2, "_pair")
_triple = _ntuple(3, "_triple")
_quadruple = _ntuple(4, "_quadruple")


def _reverse_repeat_tuple(t, n):
    """t backwards with every element repeated n times: (1, 2), 2 -> (2, 2, 1, 1)."""
    out = []
    for item in t[::-1]:
        out.extend([item] * n)
    return tuple(out)
