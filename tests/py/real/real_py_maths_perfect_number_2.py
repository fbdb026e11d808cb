# TheAlgorithms/Python, maths/perfect_number.py, commit f5988cc09713315817df6a7e327e258013a94440, MIT License.
"""
== Perfect Number ==
In number theory, a perfect number is a positive integer that is equal to the sum of
its positive divisors, excluding the number itself.
For example: 6 ==> divisors[1, 2, 3, 6]
    Excluding 6, the sum(divisors) is 1 + 2 + 3 = 6
    So, 6 is a Perfect Number

Other examples of Perfect Numbers: 28, 486, ...

https://en.wikipedia.org/wiki/Perfect_number
"""


def perfect(number: int) -> bool:
    """
    Check if a number is a perfect number.

    A perfect number is a positive integer that is equal to the sum of its proper
    divisors (excluding itself).

    Args:
        number: The number to be checked.

    Returns:
        True if the number is a perfect number otherwise, False.
    Start from 1 because dividing by 0 will raise ZeroDivisionError.
    A number at most can be divisible by the half of the number except the number
    itself. For example, 6 is at most can be divisible by 3 except by 6 itself.
    Examples:
    >>> perfect(27)
    False
    >>> perfect(28)
    True
    >>> perfect(29)
    False
    >>> perfect(6)
    True
    >>> perfect(12)
    False
    >>> perfect(496)
    True
    >>> perfect(8128)
    True
    >>> perfect(0)
    False
    >>> perfect(-1)
    False
    >>> perfect(33550336)  # Large perfect number
    True
    >>> perfect(33550337)  # Just above a large perfect number
    False
    >>> perfect(1)  # Edge case: 1 is not a perfect number
    False
    >>> perfect("123")  # String representation of a number
    Traceback (most recent call last):
    ...
    ValueError: number must be an integer
    >>> perfect(12.34)
    Traceback (most recent call last):
      ...
    ValueError: number must be an integer
    >>> perfect("Hello")
    Traceback (most recent call last):
      ...
    ValueError: number must be an integer
    """
    if not isinstance(number, int):
        raise ValueError("number must be an integer")
    if number <= 0:
        return False
    return sum(i for i in range(1, number // 2 + 1) if number % i == 0) == number


# (the `if __name__ == "__main__":` block is removed: the driver below calls the code)


# --- driver (added for nnscope): the examples of the docstrings above, printed ---
def _show(v):
    if v is not None:
        print(repr(v))

try:
    _show(perfect(27))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(perfect(28))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(perfect(29))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(perfect(6))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(perfect(12))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(perfect(496))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(perfect(8128))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(perfect(0))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(perfect(-1))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(perfect(33550336)  # Large perfect number)
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(perfect(33550337)  # Just above a large perfect number)
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(perfect(1)  # Edge case: 1 is not a perfect number)
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(perfect("123")  # String representation of a number)
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(perfect(12.34))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(perfect("Hello"))
except Exception as _e:
    print(type(_e).__name__, _e)
