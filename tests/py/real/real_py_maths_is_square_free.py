# TheAlgorithms/Python, maths/is_square_free.py, commit f5988cc09713315817df6a7e327e258013a94440, MIT License.
"""
References: wikipedia:square free number
psf/black : True
ruff : True
"""

from __future__ import annotations


def is_square_free(factors: list[int]) -> bool:
    """
    # doctest: +NORMALIZE_WHITESPACE
    This functions takes a list of prime factors as input.
    returns True if the factors are square free.
    >>> is_square_free([1, 1, 2, 3, 4])
    False

    These are wrong but should return some value
    it simply checks for repetition in the numbers.
    >>> is_square_free([1, 3, 4, 'sd', 0.0])
    True

    >>> is_square_free([1, 0.5, 2, 0.0])
    True
    >>> is_square_free([1, 2, 2, 5])
    False
    >>> is_square_free('asd')
    True
    >>> is_square_free(24)
    Traceback (most recent call last):
        ...
    TypeError: 'int' object is not iterable
    """
    return len(set(factors)) == len(factors)


# (the `if __name__ == "__main__":` block is removed: the driver below calls the code)


# --- driver (added for nnscope): the examples of the docstrings above, printed ---
def _show(v):
    if v is not None:
        print(repr(v))

try:
    _show(is_square_free([1, 1, 2, 3, 4]))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(is_square_free([1, 3, 4, 'sd', 0.0]))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(is_square_free([1, 0.5, 2, 0.0]))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(is_square_free([1, 2, 2, 5]))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(is_square_free('asd'))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(is_square_free(24))
except Exception as _e:
    print(type(_e).__name__, _e)
