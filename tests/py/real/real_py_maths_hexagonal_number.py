# TheAlgorithms/Python, maths/special_numbers/hexagonal_number.py, commit f5988cc09713315817df6a7e327e258013a94440, MIT License.
"""
== Hexagonal Number ==
The nth hexagonal number hn is the number of distinct dots
in a pattern of dots consisting of the outlines of regular
hexagons with sides up to n dots, when the hexagons are
overlaid so that they share one vertex.

https://en.wikipedia.org/wiki/Hexagonal_number
"""

# Author : Akshay Dubey (https://github.com/itsAkshayDubey)


def hexagonal(number: int) -> int:
    """
    :param number: nth hexagonal number to calculate
    :return: the nth hexagonal number
    Note: A hexagonal number is only defined for positive integers
    >>> hexagonal(4)
    28
    >>> hexagonal(11)
    231
    >>> hexagonal(22)
    946
    >>> hexagonal(0)
    Traceback (most recent call last):
        ...
    ValueError: Input must be a positive integer
    >>> hexagonal(-1)
    Traceback (most recent call last):
        ...
    ValueError: Input must be a positive integer
    >>> hexagonal(11.0)
    Traceback (most recent call last):
        ...
    TypeError: Input value of [number=11.0] must be an integer
    """
    if not isinstance(number, int):
        msg = f"Input value of [number={number}] must be an integer"
        raise TypeError(msg)
    if number < 1:
        raise ValueError("Input must be a positive integer")
    return number * (2 * number - 1)


# (the `if __name__ == "__main__":` block is removed: the driver below calls the code)


# --- driver (added for nnscope): the examples of the docstrings above, printed ---
def _show(v):
    if v is not None:
        print(repr(v))

try:
    _show(hexagonal(4))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(hexagonal(11))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(hexagonal(22))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(hexagonal(0))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(hexagonal(-1))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(hexagonal(11.0))
except Exception as _e:
    print(type(_e).__name__, _e)
