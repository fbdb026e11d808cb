# TheAlgorithms/Python, boolean_algebra/nand_gate.py, commit f5988cc09713315817df6a7e327e258013a94440, MIT License.
"""
A NAND Gate is a logic gate in boolean algebra which results to 0 (False) if both
the inputs are 1, and 1 (True) otherwise. It's similar to adding
a NOT gate along with an AND gate.
Following is the truth table of a NAND Gate:
    ------------------------------
    | Input 1 | Input 2 | Output |
    ------------------------------
    |    0    |    0    |    1   |
    |    0    |    1    |    1   |
    |    1    |    0    |    1   |
    |    1    |    1    |    0   |
    ------------------------------
Refer - https://www.geeksforgeeks.org/logic-gates-in-python/
"""


def nand_gate(input_1: int, input_2: int) -> int:
    """
    Calculate NAND of the input values
    >>> nand_gate(0, 0)
    1
    >>> nand_gate(0, 1)
    1
    >>> nand_gate(1, 0)
    1
    >>> nand_gate(1, 1)
    0
    """
    return int(not (input_1 and input_2))


# (the `if __name__ == "__main__":` block is removed: the driver below calls the code)


# --- driver (added for nnscope): the examples of the docstrings above, printed ---
def _show(v):
    if v is not None:
        print(repr(v))

try:
    _show(nand_gate(0, 0))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(nand_gate(0, 1))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(nand_gate(1, 0))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(nand_gate(1, 1))
except Exception as _e:
    print(type(_e).__name__, _e)
