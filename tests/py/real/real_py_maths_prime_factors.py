# TheAlgorithms/Python, maths/prime_factors.py, commit f5988cc09713315817df6a7e327e258013a94440, MIT License.
"""
python/black : True
"""

from __future__ import annotations


def prime_factors(n: int) -> list[int]:
    """
    Returns prime factors of n as a list.

    >>> prime_factors(0)
    []
    >>> prime_factors(100)
    [2, 2, 5, 5]
    >>> prime_factors(2560)
    [2, 2, 2, 2, 2, 2, 2, 2, 2, 5]
    >>> prime_factors(10**-2)
    []
    >>> prime_factors(0.02)
    []
    >>> x = prime_factors(10**241) # doctest: +NORMALIZE_WHITESPACE
    >>> x == [2]*241 + [5]*241
    True
    >>> prime_factors(10**-354)
    []
    >>> prime_factors('hello')
    Traceback (most recent call last):
        ...
    TypeError: '<=' not supported between instances of 'int' and 'str'
    >>> prime_factors([1,2,'hello'])
    Traceback (most recent call last):
        ...
    TypeError: '<=' not supported between instances of 'int' and 'list'

    """
    i = 2
    factors = []
    while i * i <= n:
        if n % i:
            i += 1
        else:
            n //= i
            factors.append(i)
    if n > 1:
        factors.append(n)
    return factors


def unique_prime_factors(n: int) -> list[int]:
    """
    Returns unique prime factors of n as a list.

    >>> unique_prime_factors(0)
    []
    >>> unique_prime_factors(100)
    [2, 5]
    >>> unique_prime_factors(2560)
    [2, 5]
    >>> unique_prime_factors(10**-2)
    []
    >>> unique_prime_factors(0.02)
    []
    >>> unique_prime_factors(10**241)
    [2, 5]
    >>> unique_prime_factors(10**-354)
    []
    >>> unique_prime_factors('hello')
    Traceback (most recent call last):
        ...
    TypeError: '<=' not supported between instances of 'int' and 'str'
    >>> unique_prime_factors([1,2,'hello'])
    Traceback (most recent call last):
        ...
    TypeError: '<=' not supported between instances of 'int' and 'list'
    """
    i = 2
    factors = []
    while i * i <= n:
        if not n % i:
            while not n % i:
                n //= i
            factors.append(i)
        i += 1
    if n > 1:
        factors.append(n)
    return factors


# (the `if __name__ == "__main__":` block is removed: the driver below calls the code)


# --- driver (added for nnscope): the examples of the docstrings above, printed ---
def _show(v):
    if v is not None:
        print(repr(v))

try:
    _show(prime_factors(0))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(prime_factors(100))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(prime_factors(2560))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(prime_factors(10**-2))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(prime_factors(0.02))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(x == [2]*241 + [5]*241)
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(prime_factors(10**-354))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(prime_factors('hello'))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(prime_factors([1,2,'hello']))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(unique_prime_factors(0))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(unique_prime_factors(100))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(unique_prime_factors(2560))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(unique_prime_factors(10**-2))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(unique_prime_factors(0.02))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(unique_prime_factors(10**241))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(unique_prime_factors(10**-354))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(unique_prime_factors('hello'))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(unique_prime_factors([1,2,'hello']))
except Exception as _e:
    print(type(_e).__name__, _e)
