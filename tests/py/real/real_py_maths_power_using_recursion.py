# TheAlgorithms/Python, maths/power_using_recursion.py, commit f5988cc09713315817df6a7e327e258013a94440, MIT License.
"""
== Raise base to the power of exponent using recursion ==
    Input -->
        Enter the base: 3
        Enter the exponent: 4
    Output  -->
        3 to the power of 4 is 81
    Input -->
        Enter the base: 2
        Enter the exponent: 0
    Output -->
        2 to the power of 0 is 1
"""


def power(base: int, exponent: int) -> float:
    """
    Calculate the power of a base raised to an exponent.

    >>> power(3, 4)
    81
    >>> power(2, 0)
    1
    >>> all(power(base, exponent) == pow(base, exponent)
    ...     for base in range(-10, 10) for exponent in range(10))
    True
    >>> power('a', 1)
    'a'
    >>> power('a', 2)
    Traceback (most recent call last):
        ...
    TypeError: can't multiply sequence by non-int of type 'str'
    >>> power('a', 'b')
    Traceback (most recent call last):
        ...
    TypeError: unsupported operand type(s) for -: 'str' and 'int'
    >>> power(2, -1)
    Traceback (most recent call last):
        ...
    RecursionError: maximum recursion depth exceeded
    >>> power(0, 0)
    1
    >>> power(0, 1)
    0
    >>> power(5,6)
    15625
    >>> power(23, 12)
    21914624432020321
    """
    return base * power(base, (exponent - 1)) if exponent else 1


# (the `if __name__ == "__main__":` block is removed: the driver below calls the code)


# --- driver (added for nnscope): the examples of the docstrings above, printed ---
def _show(v):
    if v is not None:
        print(repr(v))

try:
    _show(power(3, 4))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(power(2, 0))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show((
    all(power(base, exponent) == pow(base, exponent)
        for base in range(-10, 10) for exponent in range(10))
    ))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(power('a', 1))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(power('a', 2))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(power('a', 'b'))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(power(2, -1))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(power(0, 0))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(power(0, 1))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(power(5,6))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(power(23, 12))
except Exception as _e:
    print(type(_e).__name__, _e)
