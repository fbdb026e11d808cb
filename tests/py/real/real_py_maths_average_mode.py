# TheAlgorithms/Python, maths/average_mode.py, commit f5988cc09713315817df6a7e327e258013a94440, MIT License.
from typing import Any


def mode(input_list: list) -> list[Any]:
    """This function returns the mode(Mode as in the measures of
    central tendency) of the input data.

    The input list may contain any Datastructure or any Datatype.

    >>> mode([2, 3, 4, 5, 3, 4, 2, 5, 2, 2, 4, 2, 2, 2])
    [2]
    >>> mode([3, 4, 5, 3, 4, 2, 5, 2, 2, 4, 4, 2, 2, 2])
    [2]
    >>> mode([3, 4, 5, 3, 4, 2, 5, 2, 2, 4, 4, 4, 2, 2, 4, 2])
    [2, 4]
    >>> mode(["x", "y", "y", "z"])
    ['y']
    >>> mode(["x", "x" , "y", "y", "z"])
    ['x', 'y']
    """
    if not input_list:
        return []
    result = [input_list.count(value) for value in input_list]
    y = max(result)  # Gets the maximum count in the input list.
    # Gets values of modes
    return sorted({input_list[i] for i, value in enumerate(result) if value == y})


# (the `if __name__ == "__main__":` block is removed: the driver below calls the code)


# --- driver (added for nnscope): the examples of the docstrings above, printed ---
def _show(v):
    if v is not None:
        print(repr(v))

try:
    _show(mode([2, 3, 4, 5, 3, 4, 2, 5, 2, 2, 4, 2, 2, 2]))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(mode([3, 4, 5, 3, 4, 2, 5, 2, 2, 4, 4, 2, 2, 2]))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(mode([3, 4, 5, 3, 4, 2, 5, 2, 2, 4, 4, 4, 2, 2, 4, 2]))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(mode(["x", "y", "y", "z"]))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(mode(["x", "x" , "y", "y", "z"]))
except Exception as _e:
    print(type(_e).__name__, _e)
