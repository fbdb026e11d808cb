# TheAlgorithms/Python, maths/special_numbers/triangular_numbers.py, commit f5988cc09713315817df6a7e327e258013a94440, MIT License.
"""
A triangular number or triangle number counts objects arranged in an
equilateral triangle. This module provides a function to generate n'th
triangular number.

For more information about triangular numbers, refer to:
https://en.wikipedia.org/wiki/Triangular_number
"""


def triangular_number(position: int) -> int:
    """
    Generate the triangular number at the specified position.

    Args:
        position (int): The position of the triangular number to generate.

    Returns:
        int: The triangular number at the specified position.

    Raises:
        ValueError: If `position` is negative.

    Examples:
    >>> triangular_number(1)
    1
    >>> triangular_number(3)
    6
    >>> triangular_number(-1)
    Traceback (most recent call last):
        ...
    ValueError: param `position` must be non-negative
    """
    if position < 0:
        raise ValueError("param `position` must be non-negative")

    return position * (position + 1) // 2


# (the `if __name__ == "__main__":` block is removed: the driver below calls the code)


# --- driver (added for nnscope): the examples of the docstrings above, printed ---
def _show(v):
    if v is not None:
        print(repr(v))

try:
    _show(triangular_number(1))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(triangular_number(3))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(triangular_number(-1))
except Exception as _e:
    print(type(_e).__name__, _e)
