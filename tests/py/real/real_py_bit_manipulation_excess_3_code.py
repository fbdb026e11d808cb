# TheAlgorithms/Python, bit_manipulation/excess_3_code.py, commit f5988cc09713315817df6a7e327e258013a94440, MIT License.
def excess_3_code(number: int) -> str:
    """
    Find excess-3 code of integer base 10.
    Add 3 to all digits in a decimal number then convert to a binary-coded decimal.
    https://en.wikipedia.org/wiki/Excess-3

    >>> excess_3_code(0)
    '0b0011'
    >>> excess_3_code(3)
    '0b0110'
    >>> excess_3_code(2)
    '0b0101'
    >>> excess_3_code(20)
    '0b01010011'
    >>> excess_3_code(120)
    '0b010001010011'
    """
    num = ""
    for digit in str(max(0, number)):
        num += str(bin(int(digit) + 3))[2:].zfill(4)
    return "0b" + num


# (the `if __name__ == "__main__":` block is removed: the driver below calls the code)


# --- driver (added for nnscope): the examples of the docstrings above, printed ---
def _show(v):
    if v is not None:
        print(repr(v))

try:
    _show(excess_3_code(0))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(excess_3_code(3))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(excess_3_code(2))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(excess_3_code(20))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(excess_3_code(120))
except Exception as _e:
    print(type(_e).__name__, _e)
