# TheAlgorithms/Python, maths/factorial.py, commit f5988cc09713315817df6a7e327e258013a94440, MIT License.
"""
Factorial of a positive integer -- https://en.wikipedia.org/wiki/Factorial
"""


def factorial(number: int) -> int:
    """
    Calculate the factorial of specified number (n!).

    >>> import math
    >>> all(factorial(i) == math.factorial(i) for i in range(20))
    True
    >>> factorial(0.1)
    Traceback (most recent call last):
        ...
    ValueError: factorial() only accepts integral values
    >>> factorial(-1)
    Traceback (most recent call last):
        ...
    ValueError: factorial() not defined for negative values
    >>> factorial(1)
    1
    >>> factorial(6)
    720
    >>> factorial(0)
    1
    """
    if number != int(number):
        raise ValueError("factorial() only accepts integral values")
    if number < 0:
        raise ValueError("factorial() not defined for negative values")
    value = 1
    for i in range(1, number + 1):
        value *= i
    return value


def factorial_recursive(n: int) -> int:
    """
    Calculate the factorial of a positive integer
    https://en.wikipedia.org/wiki/Factorial

    >>> import math
    >>> all(factorial_recursive(i) == math.factorial(i) for i in range(20))
    True
    >>> factorial_recursive(0.1)
    Traceback (most recent call last):
        ...
    ValueError: factorial_recursive() only accepts integral values
    >>> factorial_recursive(-1)
    Traceback (most recent call last):
        ...
    ValueError: factorial_recursive() not defined for negative values
    """
    if not isinstance(n, int):
        raise ValueError("factorial_recursive() only accepts integral values")
    if n < 0:
        raise ValueError("factorial_recursive() not defined for negative values")
    return 1 if n in {0, 1} else n * factorial_recursive(n - 1)


# (the `if __name__ == "__main__":` block is removed: the driver below calls the code)


# --- driver (added for nnscope): the examples of the docstrings above, printed ---
def _show(v):
    if v is not None:
        print(repr(v))

try:
    import math
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(all(factorial(i) == math.factorial(i) for i in range(20)))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(factorial(0.1))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(factorial(-1))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(factorial(1))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(factorial(6))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(factorial(0))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    import math
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(all(factorial_recursive(i) == math.factorial(i) for i in range(20)))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(factorial_recursive(0.1))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(factorial_recursive(-1))
except Exception as _e:
    print(type(_e).__name__, _e)
