# keon/algorithms, algorithms/math/manhattan_distance.py, commit a1bf1f39f95b59ed0bb348d6148c7e097e10481e, MIT License.
"""Manhattan distance — L1 distance between two points.

Also known as taxicab distance or city-block distance, it is the sum
of absolute differences of coordinates.

Inspired by PR #877 (ChinZhengSheng).
"""

from __future__ import annotations


def manhattan_distance(a: tuple[float, ...], b: tuple[float, ...]) -> float:
    """Return the Manhattan (L1) distance between points *a* and *b*.

    Works in any number of dimensions.

    >>> manhattan_distance((1, 2), (4, 6))
    7
    >>> manhattan_distance((0, 0, 0), (1, 2, 3))
    6
    """
    return sum(abs(x - y) for x, y in zip(a, b, strict=False))


# --- driver (added for nnscope): the examples of the docstrings above, printed ---
def _show(v):
    if v is not None:
        print(repr(v))

try:
    _show(manhattan_distance((1, 2), (4, 6)))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(manhattan_distance((0, 0, 0), (1, 2, 3)))
except Exception as _e:
    print(type(_e).__name__, _e)
