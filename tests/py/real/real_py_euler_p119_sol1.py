# TheAlgorithms/Python, project_euler/problem_119/sol1.py, commit f5988cc09713315817df6a7e327e258013a94440, MIT license.
"""
Problem 119: https://projecteuler.net/problem=119

Name: Digit power sum

The number 512 is interesting because it is equal to the sum of its digits
raised to some power: 5 + 1 + 2 = 8, and 8^3 = 512. Another example of a number
with this property is 614656 = 28^4. We shall define an to be the nth term of
this sequence and insist that a number must contain at least two digits to have a sum.
You are given that a2 = 512 and a10 = 614656. Find a30
"""

import math


def digit_sum(n: int) -> int:
    """
    Returns the sum of the digits of the number.
    >>> digit_sum(123)
    6
    >>> digit_sum(456)
    15
    >>> digit_sum(78910)
    25
    """
    return sum(int(digit) for digit in str(n))


def solution(n: int = 30) -> int:
    """
    Returns the value of 30th digit power sum.
    >>> solution(2)
    512
    >>> solution(5)
    5832
    >>> solution(10)
    614656
    """
    digit_to_powers = []
    for digit in range(2, 100):
        for power in range(2, 100):
            number = int(math.pow(digit, power))
            if digit == digit_sum(number):
                digit_to_powers.append(number)

    digit_to_powers.sort()
    return digit_to_powers[n - 1]


# (the `if __name__ == "__main__":` block is removed: the driver below calls the code)


# --- driver (added for nnscope): the examples of the docstrings above, printed ---
def _show(v):
    if v is not None:
        print(repr(v))

try:
    _show(digit_sum(123))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(digit_sum(456))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(digit_sum(78910))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(solution(2))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(solution(5))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(solution(10))
except Exception as _e:
    print(type(_e).__name__, _e)
