# TheAlgorithms/Python, project_euler/problem_024/sol1.py, commit f5988cc09713315817df6a7e327e258013a94440, MIT license.
"""
A permutation is an ordered arrangement of objects. For example, 3124 is one
possible permutation of the digits 1, 2, 3 and 4. If all of the permutations
are listed numerically or alphabetically, we call it lexicographic order. The
lexicographic permutations of 0, 1 and 2 are:

    012   021   102   120   201   210

What is the millionth lexicographic permutation of the digits 0, 1, 2, 3, 4, 5,
6, 7, 8 and 9?
"""

from itertools import permutations


def solution():
    """Returns the millionth lexicographic permutation of the digits 0, 1, 2,
    3, 4, 5, 6, 7, 8 and 9.

    >>> solution()
    '2783915460'
    """
    result = list(map("".join, permutations("0123456789")))
    return result[999999]


# (the `if __name__ == "__main__":` block is removed: the driver below calls the code)


# --- driver (added for nnscope): the examples of the docstrings above, printed ---
def _show(v):
    if v is not None:
        print(repr(v))

try:
    _show(solution())
except Exception as _e:
    print(type(_e).__name__, _e)
