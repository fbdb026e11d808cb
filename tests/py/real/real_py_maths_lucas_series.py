# TheAlgorithms/Python, maths/lucas_series.py, commit f5988cc09713315817df6a7e327e258013a94440, MIT License.
"""
https://en.wikipedia.org/wiki/Lucas_number
"""


def recursive_lucas_number(n_th_number: int) -> int:
    """
    Returns the nth lucas number
    >>> recursive_lucas_number(1)
    1
    >>> recursive_lucas_number(20)
    15127
    >>> recursive_lucas_number(0)
    2
    >>> recursive_lucas_number(25)
    167761
    >>> recursive_lucas_number(-1.5)
    Traceback (most recent call last):
        ...
    TypeError: recursive_lucas_number accepts only integer arguments.
    """
    if not isinstance(n_th_number, int):
        raise TypeError("recursive_lucas_number accepts only integer arguments.")
    if n_th_number == 0:
        return 2
    if n_th_number == 1:
        return 1

    return recursive_lucas_number(n_th_number - 1) + recursive_lucas_number(
        n_th_number - 2
    )


def dynamic_lucas_number(n_th_number: int) -> int:
    """
    Returns the nth lucas number
    >>> dynamic_lucas_number(1)
    1
    >>> dynamic_lucas_number(20)
    15127
    >>> dynamic_lucas_number(0)
    2
    >>> dynamic_lucas_number(25)
    167761
    >>> dynamic_lucas_number(-1.5)
    Traceback (most recent call last):
        ...
    TypeError: dynamic_lucas_number accepts only integer arguments.
    """
    if not isinstance(n_th_number, int):
        raise TypeError("dynamic_lucas_number accepts only integer arguments.")
    a, b = 2, 1
    for _ in range(n_th_number):
        a, b = b, a + b
    return a


# (the `if __name__ == "__main__":` block is removed: the driver below calls the code)


# --- driver (added for nnscope): the examples of the docstrings above, printed ---
def _show(v):
    if v is not None:
        print(repr(v))

try:
    _show(recursive_lucas_number(1))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(recursive_lucas_number(20))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(recursive_lucas_number(0))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(recursive_lucas_number(25))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(recursive_lucas_number(-1.5))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(dynamic_lucas_number(1))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(dynamic_lucas_number(20))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(dynamic_lucas_number(0))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(dynamic_lucas_number(25))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(dynamic_lucas_number(-1.5))
except Exception as _e:
    print(type(_e).__name__, _e)
