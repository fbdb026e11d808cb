# TheAlgorithms/Python, project_euler/problem_034/sol1.py, commit f5988cc09713315817df6a7e327e258013a94440, MIT license.
"""
Problem 34: https://projecteuler.net/problem=34

145 is a curious number, as 1! + 4! + 5! = 1 + 24 + 120 = 145.
Find the sum of all numbers which are equal to the sum of the factorial of their digits.
Note: As 1! = 1 and 2! = 2 are not sums they are not included.
"""

from math import factorial

DIGIT_FACTORIAL = {str(d): factorial(d) for d in range(10)}


def sum_of_digit_factorial(n: int) -> int:
    """
    Returns the sum of the factorial of digits in n
    >>> sum_of_digit_factorial(15)
    121
    >>> sum_of_digit_factorial(0)
    1
    """
    return sum(DIGIT_FACTORIAL[d] for d in str(n))


def solution() -> int:
    """
    Returns the sum of all numbers whose
    sum of the factorials of all digits
    add up to the number itself.
    >>> solution()
    40730
    """
    limit = 7 * factorial(9) + 1
    return sum(i for i in range(3, limit) if sum_of_digit_factorial(i) == i)


# (the `if __name__ == "__main__":` block is removed: the driver below calls the code)


# --- driver (added for nnscope): the examples of the docstrings above, printed ---
def _show(v):
    if v is not None:
        print(repr(v))

try:
    _show(sum_of_digit_factorial(15))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(sum_of_digit_factorial(0))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(solution())
except Exception as _e:
    print(type(_e).__name__, _e)
