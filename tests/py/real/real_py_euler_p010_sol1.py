# TheAlgorithms/Python, project_euler/problem_010/sol1.py, commit f5988cc09713315817df6a7e327e258013a94440, MIT license.
"""
Project Euler Problem 10: https://projecteuler.net/problem=10

Summation of primes

The sum of the primes below 10 is 2 + 3 + 5 + 7 = 17.

Find the sum of all the primes below two million.

References:
    - https://en.wikipedia.org/wiki/Prime_number
"""

import math


def is_prime(number: int) -> bool:
    """Checks to see if a number is a prime in O(sqrt(n)).
    A number is prime if it has exactly two factors: 1 and itself.
    Returns boolean representing primality of given number num (i.e., if the
    result is true, then the number is indeed prime else it is not).

    >>> is_prime(2)
    True
    >>> is_prime(3)
    True
    >>> is_prime(27)
    False
    >>> is_prime(2999)
    True
    >>> is_prime(0)
    False
    >>> is_prime(1)
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


def solution(n: int = 2000000) -> int:
    """
    Returns the sum of all the primes below n.

    >>> solution(1000)
    76127
    >>> solution(5000)
    1548136
    >>> solution(10000)
    5736396
    >>> solution(7)
    10
    """

    return sum(num for num in range(3, n, 2) if is_prime(num)) + 2 if n > 2 else 0


# (the `if __name__ == "__main__":` block is removed: the driver below calls the code)


# --- driver (added for nnscope): the examples of the docstrings above, printed ---
def _show(v):
    if v is not None:
        print(repr(v))

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
    _show(is_prime(2999))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(is_prime(0))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(is_prime(1))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(solution(1000))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(solution(5000))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(solution(10000))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(solution(7))
except Exception as _e:
    print(type(_e).__name__, _e)
