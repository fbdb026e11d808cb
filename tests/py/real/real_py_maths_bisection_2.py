# TheAlgorithms/Python, maths/numerical_analysis/bisection_2.py, commit f5988cc09713315817df6a7e327e258013a94440, MIT License.
"""
Given a function on floating number f(x) and two floating numbers `a` and `b` such that
f(a) * f(b) < 0 and f(x) is continuous in [a, b].
Here f(x) represents algebraic or transcendental equation.
Find root of function in interval [a, b] (Or find a value of x such that f(x) is 0)

https://en.wikipedia.org/wiki/Bisection_method
"""


def equation(x: float) -> float:
    """
    >>> equation(5)
    -15
    >>> equation(0)
    10
    >>> equation(-5)
    -15
    >>> equation(0.1)
    9.99
    >>> equation(-0.1)
    9.99
    """
    return 10 - x * x


def bisection(a: float, b: float) -> float:
    """
    >>> bisection(-2, 5)
    3.1611328125
    >>> bisection(0, 6)
    3.158203125
    >>> bisection(2, 3)
    Traceback (most recent call last):
        ...
    ValueError: Wrong space!
    """
    # Bolzano theory in order to find if there is a root between a and b
    if equation(a) * equation(b) >= 0:
        raise ValueError("Wrong space!")

    c = a
    while (b - a) >= 0.01:
        # Find middle point
        c = (a + b) / 2
        # Check if middle point is root
        if equation(c) == 0.0:
            break
        # Decide the side to repeat the steps
        if equation(c) * equation(a) < 0:
            b = c
        else:
            a = c
    return c


# (the `if __name__ == "__main__":` block is removed: the driver below calls the code)


# --- driver (added for nnscope): the examples of the docstrings above, printed ---
def _show(v):
    if v is not None:
        print(repr(v))

try:
    _show(equation(5))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(equation(0))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(equation(-5))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(equation(0.1))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(equation(-0.1))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(bisection(-2, 5))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(bisection(0, 6))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(bisection(2, 3))
except Exception as _e:
    print(type(_e).__name__, _e)
