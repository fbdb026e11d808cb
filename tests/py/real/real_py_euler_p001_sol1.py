# TheAlgorithms/Python, project_euler/problem_001/sol1.py, commit f5988cc09713315817df6a7e327e258013a94440, MIT license.
"""
Project Euler Problem 1: https://projecteuler.net/problem=1

Multiples of 3 and 5

If we list all the natural numbers below 10 that are multiples of 3 or 5,
we get 3, 5, 6 and 9. The sum of these multiples is 23.

Find the sum of all the multiples of 3 or 5 below 1000.
"""


def solution(n: int = 1000) -> int:
    """
    Returns the sum of all the multiples of 3 or 5 below n.

    >>> solution(3)
    0
    >>> solution(4)
    3
    >>> solution(10)
    23
    >>> solution(600)
    83700
    >>> solution(-7)
    0
    """

    return sum(e for e in range(3, n) if e % 3 == 0 or e % 5 == 0)


# (the `if __name__ == "__main__":` block is removed: the driver below calls the code)


# --- driver (added for nnscope): the examples of the docstrings above, printed ---
def _show(v):
    if v is not None:
        print(repr(v))

try:
    _show(solution(3))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(solution(4))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(solution(10))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(solution(600))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(solution(-7))
except Exception as _e:
    print(type(_e).__name__, _e)
