# TheAlgorithms/Python, boolean_algebra/xor_gate.py, commit f5988cc09713315817df6a7e327e258013a94440, MIT License.
"""
A XOR Gate is a logic gate in boolean algebra which results to 1 (True) if only one of
the two inputs is 1, and 0 (False) if an even number of inputs are 1.
Following is the truth table of a XOR Gate:
    ------------------------------
    | Input 1 | Input 2 | Output |
    ------------------------------
    |    0    |    0    |    0   |
    |    0    |    1    |    1   |
    |    1    |    0    |    1   |
    |    1    |    1    |    0   |
    ------------------------------

Refer - https://www.geeksforgeeks.org/logic-gates-in-python/
"""


def xor_gate(input_1: int, input_2: int) -> int:
    """
    calculate xor of the input values

    >>> xor_gate(0, 0)
    0
    >>> xor_gate(0, 1)
    1
    >>> xor_gate(1, 0)
    1
    >>> xor_gate(1, 1)
    0
    """
    return (input_1, input_2).count(0) % 2


# (the `if __name__ == "__main__":` block is removed: the driver below calls the code)


# --- driver (added for nnscope): the examples of the docstrings above, printed ---
def _show(v):
    if v is not None:
        print(repr(v))

try:
    _show(xor_gate(0, 0))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(xor_gate(0, 1))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(xor_gate(1, 0))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(xor_gate(1, 1))
except Exception as _e:
    print(type(_e).__name__, _e)
