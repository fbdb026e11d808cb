# TheAlgorithms/Python, maths/addition_without_arithmetic.py, commit f5988cc09713315817df6a7e327e258013a94440, MIT License.
"""
Illustrate how to add the integer without arithmetic operation
Author: suraj Kumar
Time Complexity: 1
https://en.wikipedia.org/wiki/Bitwise_operation
"""


def add(first: int, second: int) -> int:
    """
    Implementation of addition of integer

    Examples:
    >>> add(3, 5)
    8
    >>> add(13, 5)
    18
    >>> add(-7, 2)
    -5
    >>> add(0, -7)
    -7
    >>> add(-321, 0)
    -321
    """
    while second != 0:
        c = first & second
        first ^= second
        second = c << 1
    return first


# (the `if __name__ == "__main__":` block is removed: the driver below calls the code)


# --- driver (added for nnscope): the examples of the docstrings above, printed ---
def _show(v):
    if v is not None:
        print(repr(v))

try:
    _show(add(3, 5))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(add(13, 5))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(add(-7, 2))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(add(0, -7))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(add(-321, 0))
except Exception as _e:
    print(type(_e).__name__, _e)
