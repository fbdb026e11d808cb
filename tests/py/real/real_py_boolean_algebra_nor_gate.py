# TheAlgorithms/Python, boolean_algebra/nor_gate.py, commit f5988cc09713315817df6a7e327e258013a94440, MIT License.
"""
A NOR Gate is a logic gate in boolean algebra which results in false(0) if any of the
inputs is 1, and True(1) if all inputs are 0.
Following is the truth table of a NOR Gate:
    Truth Table of NOR Gate:
    | Input 1  | Input 2  |  Output  |
    |    0     |    0     |    1     |
    |    0     |    1     |    0     |
    |    1     |    0     |    0     |
    |    1     |    1     |    0     |

    Code provided by Akshaj Vishwanathan
https://www.geeksforgeeks.org/logic-gates-in-python
"""

from collections.abc import Callable


def nor_gate(input_1: int, input_2: int) -> int:
    """
    >>> nor_gate(0, 0)
    1
    >>> nor_gate(0, 1)
    0
    >>> nor_gate(1, 0)
    0
    >>> nor_gate(1, 1)
    0
    >>> nor_gate(0.0, 0.0)
    1
    >>> nor_gate(0, -7)
    0
    """
    return int(input_1 == input_2 == 0)


def truth_table(func: Callable) -> str:
    """
    >>> print(truth_table(nor_gate))
    Truth Table of NOR Gate:
    | Input 1  | Input 2  |  Output  |
    |    0     |    0     |    1     |
    |    0     |    1     |    0     |
    |    1     |    0     |    0     |
    |    1     |    1     |    0     |
    """

    def make_table_row(items: list | tuple) -> str:
        """
        >>> make_table_row(("One", "Two", "Three"))
        '|   One    |   Two    |  Three   |'
        """
        return f"| {' | '.join(f'{item:^8}' for item in items)} |"

    return "\n".join(
        (
            "Truth Table of NOR Gate:",
            make_table_row(("Input 1", "Input 2", "Output")),
            *[make_table_row((i, j, func(i, j))) for i in (0, 1) for j in (0, 1)],
        )
    )


# (the `if __name__ == "__main__":` block is removed: the driver below calls the code)


# --- driver (added for nnscope): the examples of the docstrings above, printed ---
def _show(v):
    if v is not None:
        print(repr(v))

try:
    _show(nor_gate(0, 0))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(nor_gate(0, 1))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(nor_gate(1, 0))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(nor_gate(1, 1))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(nor_gate(0.0, 0.0))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(nor_gate(0, -7))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(print(truth_table(nor_gate)))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(make_table_row(("One", "Two", "Three")))
except Exception as _e:
    print(type(_e).__name__, _e)
