# TheAlgorithms/Python, project_euler/problem_036/sol1.py, commit f5988cc09713315817df6a7e327e258013a94440, MIT license.
"""
Project Euler Problem 36
https://projecteuler.net/problem=36

Problem Statement:

Double-base palindromes
Problem 36
The decimal number, 585 = 10010010012 (binary), is palindromic in both bases.

Find the sum of all numbers, less than one million, which are palindromic in
base 10 and base 2.

(Please note that the palindromic number, in either base, may not include
leading zeros.)
"""

from __future__ import annotations


def is_palindrome(n: int | str) -> bool:
    """
    Return true if the input n is a palindrome.
    Otherwise return false. n can be an integer or a string.

    >>> is_palindrome(909)
    True
    >>> is_palindrome(908)
    False
    >>> is_palindrome('10101')
    True
    >>> is_palindrome('10111')
    False
    """
    n = str(n)
    return n == n[::-1]


def solution(n: int = 1000000):
    """Return the sum of all numbers, less than n , which are palindromic in
    base 10 and base 2.

    >>> solution(1000000)
    872187
    >>> solution(500000)
    286602
    >>> solution(100000)
    286602
    >>> solution(1000)
    1772
    >>> solution(100)
    157
    >>> solution(10)
    25
    >>> solution(2)
    1
    >>> solution(1)
    0
    """
    total = 0

    for i in range(1, n):
        if is_palindrome(i) and is_palindrome(bin(i).split("b")[1]):
            total += i
    return total


# (the `if __name__ == "__main__":` block is removed: the driver below calls the code)


# --- driver (added for nnscope): the examples of the docstrings above, printed ---
def _show(v):
    if v is not None:
        print(repr(v))

try:
    _show(is_palindrome(909))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(is_palindrome(908))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(is_palindrome('10101'))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(is_palindrome('10111'))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(solution(1000000))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(solution(500000))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(solution(100000))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(solution(1000))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(solution(100))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(solution(10))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(solution(2))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(solution(1))
except Exception as _e:
    print(type(_e).__name__, _e)
