# TheAlgorithms/Python, maths/abs.py, commit f5988cc09713315817df6a7e327e258013a94440, MIT License.
"""Absolute Value."""


def abs_val(num: float) -> float:
    """
    Find the absolute value of a number.

    >>> abs_val(-5.1)
    5.1
    >>> abs_val(-5) == abs_val(5)
    True
    >>> abs_val(0)
    0
    """
    return -num if num < 0 else num


def abs_min(x: list[int]) -> int:
    """
    >>> abs_min([0,5,1,11])
    0
    >>> abs_min([3,-10,-2])
    -2
    >>> abs_min([])
    Traceback (most recent call last):
        ...
    ValueError: abs_min() arg is an empty sequence
    """
    if len(x) == 0:
        raise ValueError("abs_min() arg is an empty sequence")
    j = x[0]
    for i in x:
        if abs_val(i) < abs_val(j):
            j = i
    return j


def abs_max(x: list[int]) -> int:
    """
    >>> abs_max([0,5,1,11])
    11
    >>> abs_max([3,-10,-2])
    -10
    >>> abs_max([])
    Traceback (most recent call last):
        ...
    ValueError: abs_max() arg is an empty sequence
    """
    if len(x) == 0:
        raise ValueError("abs_max() arg is an empty sequence")
    j = x[0]
    for i in x:
        if abs(i) > abs(j):
            j = i
    return j


def abs_max_sort(x: list[int]) -> int:
    """
    >>> abs_max_sort([0,5,1,11])
    11
    >>> abs_max_sort([3,-10,-2])
    -10
    >>> abs_max_sort([])
    Traceback (most recent call last):
        ...
    ValueError: abs_max_sort() arg is an empty sequence
    """
    if len(x) == 0:
        raise ValueError("abs_max_sort() arg is an empty sequence")
    return sorted(x, key=abs)[-1]


def test_abs_val():
    """
    >>> test_abs_val()
    """
    assert abs_val(0) == 0
    assert abs_val(34) == 34
    assert abs_val(-100000000000) == 100000000000

    a = [-3, -1, 2, -11]
    assert abs_max(a) == -11
    assert abs_max_sort(a) == -11
    assert abs_min(a) == -1


# (the `if __name__ == "__main__":` block is removed: the driver below calls the code)


# --- driver (added for nnscope): the examples of the docstrings above, printed ---
def _show(v):
    if v is not None:
        print(repr(v))

try:
    _show(abs_val(-5.1))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(abs_val(-5) == abs_val(5))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(abs_val(0))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(abs_min([0,5,1,11]))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(abs_min([3,-10,-2]))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(abs_min([]))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(abs_max([0,5,1,11]))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(abs_max([3,-10,-2]))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(abs_max([]))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(abs_max_sort([0,5,1,11]))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(abs_max_sort([3,-10,-2]))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(abs_max_sort([]))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(test_abs_val())
except Exception as _e:
    print(type(_e).__name__, _e)
