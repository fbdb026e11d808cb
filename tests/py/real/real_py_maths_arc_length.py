# TheAlgorithms/Python, maths/arc_length.py, commit f5988cc09713315817df6a7e327e258013a94440, MIT License.
from math import pi


def arc_length(angle: int, radius: int) -> float:
    """
    >>> arc_length(45, 5)
    3.9269908169872414
    >>> arc_length(120, 15)
    31.415926535897928
    >>> arc_length(90, 10)
    15.707963267948966
    """
    return 2 * pi * radius * (angle / 360)


# (the `if __name__ == "__main__":` block is removed: the driver below calls the code)


# --- driver (added for nnscope): the examples of the docstrings above, printed ---
def _show(v):
    if v is not None:
        print(repr(v))

try:
    _show(arc_length(45, 5))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(arc_length(120, 15))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(arc_length(90, 10))
except Exception as _e:
    print(type(_e).__name__, _e)
