# TheAlgorithms/Python, bit_manipulation/numbers_different_signs.py, commit f5988cc09713315817df6a7e327e258013a94440, MIT License.
"""
Author  : Alexander Pantyukhin
Date    : November 30, 2022

Task:
Given two int numbers. Return True these numbers have opposite signs
or False otherwise.

Implementation notes: Use bit manipulation.
Use XOR for two numbers.
"""


def different_signs(num1: int, num2: int) -> bool:
    """
    Return True if numbers have opposite signs False otherwise.

    >>> different_signs(1, -1)
    True
    >>> different_signs(1, 1)
    False
    >>> different_signs(1000000000000000000000000000, -1000000000000000000000000000)
    True
    >>> different_signs(-1000000000000000000000000000, 1000000000000000000000000000)
    True
    >>> different_signs(50, 278)
    False
    >>> different_signs(0, 2)
    False
    >>> different_signs(2, 0)
    False
    """
    return num1 ^ num2 < 0


# (the `if __name__ == "__main__":` block is removed: the driver below calls the code)


# --- driver (added for nnscope): the examples of the docstrings above, printed ---
def _show(v):
    if v is not None:
        print(repr(v))

try:
    _show(different_signs(1, -1))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(different_signs(1, 1))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(different_signs(1000000000000000000000000000, -1000000000000000000000000000))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(different_signs(-1000000000000000000000000000, 1000000000000000000000000000))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(different_signs(50, 278))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(different_signs(0, 2))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(different_signs(2, 0))
except Exception as _e:
    print(type(_e).__name__, _e)
