# TheAlgorithms/Python, maths/floor.py, commit f5988cc09713315817df6a7e327e258013a94440, MIT License.
"""
https://en.wikipedia.org/wiki/Floor_and_ceiling_functions
"""


def floor(x: float) -> int:
    """
    Return the floor of x as an Integral.
    :param x: the number
    :return: the largest integer <= x.
    >>> import math
    >>> all(floor(n) == math.floor(n) for n
    ...     in (1, -1, 0, -0, 1.1, -1.1, 1.0, -1.0, 1_000_000_000))
    True
    """
    return int(x) if x - int(x) >= 0 else int(x) - 1


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
    _show((
    all(floor(n) == math.floor(n) for n
        in (1, -1, 0, -0, 1.1, -1.1, 1.0, -1.0, 1_000_000_000))
    ))
except Exception as _e:
    print(type(_e).__name__, _e)
