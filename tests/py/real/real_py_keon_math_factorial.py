# keon/algorithms, algorithms/math/factorial.py, commit a1bf1f39f95b59ed0bb348d6148c7e097e10481e, MIT License.
"""
Factorial

Compute the factorial of a non-negative integer, with optional modular
arithmetic support.

Reference: https://en.wikipedia.org/wiki/Factorial

Complexity:
    Time:  O(n)
    Space: O(1) iterative, O(n) recursive
"""

from __future__ import annotations


def factorial(n: int, mod: int | None = None) -> int:
    """Calculate n! iteratively, optionally modulo mod.

    Args:
        n: A non-negative integer.
        mod: Optional positive integer modulus.

    Returns:
        n! or n! % mod if mod is provided.

    Raises:
        ValueError: If n is negative or mod is not a positive integer.

    Examples:
        >>> factorial(5)
        120
        >>> factorial(10)
        3628800
    """
    if not (isinstance(n, int) and n >= 0):
        raise ValueError("'n' must be a non-negative integer.")
    if mod is not None and not (isinstance(mod, int) and mod > 0):
        raise ValueError("'mod' must be a positive integer")
    result = 1
    if n == 0:
        return 1
    for i in range(2, n + 1):
        result *= i
        if mod:
            result %= mod
    return result


def factorial_recur(n: int, mod: int | None = None) -> int:
    """Calculate n! recursively, optionally modulo mod.

    Args:
        n: A non-negative integer.
        mod: Optional positive integer modulus.

    Returns:
        n! or n! % mod if mod is provided.

    Raises:
        ValueError: If n is negative or mod is not a positive integer.

    Examples:
        >>> factorial_recur(5)
        120
    """
    if not (isinstance(n, int) and n >= 0):
        raise ValueError("'n' must be a non-negative integer.")
    if mod is not None and not (isinstance(mod, int) and mod > 0):
        raise ValueError("'mod' must be a positive integer")
    if n == 0:
        return 1
    result = n * factorial(n - 1, mod)
    if mod:
        result %= mod
    return result


# --- driver (added for nnscope): the examples of the docstrings above, printed ---
def _show(v):
    if v is not None:
        print(repr(v))

try:
    _show(factorial(5))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(factorial(10))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(factorial_recur(5))
except Exception as _e:
    print(type(_e).__name__, _e)
