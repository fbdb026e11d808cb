# TheAlgorithms/Python, project_euler/problem_041/sol1.py, commit f5988cc09713315817df6a7e327e258013a94440, MIT license.
"""
Pandigital prime
Problem 41: https://projecteuler.net/problem=41

We shall say that an n-digit number is pandigital if it makes use of all the digits
1 to n exactly once. For example, 2143 is a 4-digit pandigital and is also prime.
What is the largest n-digit pandigital prime that exists?

All pandigital numbers except for 1, 4 ,7 pandigital numbers are divisible by 3.
So we will check only 7 digit pandigital numbers to obtain the largest possible
pandigital prime.
"""

from __future__ import annotations

import math
from itertools import permutations


def is_prime(number: int) -> bool:
    """Checks to see if a number is a prime in O(sqrt(n)).

    A number is prime if it has exactly two factors: 1 and itself.

    >>> is_prime(0)
    False
    >>> is_prime(1)
    False
    >>> is_prime(2)
    True
    >>> is_prime(3)
    True
    >>> is_prime(27)
    False
    >>> is_prime(87)
    False
    >>> is_prime(563)
    True
    >>> is_prime(2999)
    True
    >>> is_prime(67483)
    False
    """

    if 1 < number < 4:
        # 2 and 3 are primes
        return True
    elif number < 2 or number % 2 == 0 or number % 3 == 0:
        # Negatives, 0, 1, all even numbers, all multiples of 3 are not primes
        return False

    # All primes number are in format of 6k +/- 1
    for i in range(5, int(math.sqrt(number) + 1), 6):
        if number % i == 0 or number % (i + 2) == 0:
            return False
    return True


def solution(n: int = 7) -> int:
    """
    Returns the maximum pandigital prime number of length n.
    If there are none, then it will return 0.
    >>> solution(2)
    0
    >>> solution(4)
    4231
    >>> solution(7)
    7652413
    """
    pandigital_str = "".join(str(i) for i in range(1, n + 1))
    perm_list = [int("".join(i)) for i in permutations(pandigital_str, n)]
    pandigitals = [num for num in perm_list if is_prime(num)]
    return max(pandigitals) if pandigitals else 0


# (the `if __name__ == "__main__":` block is removed: the driver below calls the code)


# --- driver (added for nnscope): the examples of the docstrings above, printed ---
def _show(v):
    if v is not None:
        print(repr(v))

try:
    _show(is_prime(0))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(is_prime(1))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(is_prime(2))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(is_prime(3))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(is_prime(27))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(is_prime(87))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(is_prime(563))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(is_prime(2999))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(is_prime(67483))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(solution(2))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(solution(4))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(solution(7))
except Exception as _e:
    print(type(_e).__name__, _e)
