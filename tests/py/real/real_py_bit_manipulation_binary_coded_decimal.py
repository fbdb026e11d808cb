# TheAlgorithms/Python, bit_manipulation/binary_coded_decimal.py, commit f5988cc09713315817df6a7e327e258013a94440, MIT License.
def binary_coded_decimal(number: int) -> str:
    """
    Find binary coded decimal (bcd) of integer base 10.
    Each digit of the number is represented by a 4-bit binary.
    Example:
    >>> binary_coded_decimal(-2)
    '0b0000'
    >>> binary_coded_decimal(-1)
    '0b0000'
    >>> binary_coded_decimal(0)
    '0b0000'
    >>> binary_coded_decimal(3)
    '0b0011'
    >>> binary_coded_decimal(2)
    '0b0010'
    >>> binary_coded_decimal(12)
    '0b00010010'
    >>> binary_coded_decimal(987)
    '0b100110000111'
    """
    return "0b" + "".join(
        str(bin(int(digit)))[2:].zfill(4) for digit in str(max(0, number))
    )


# (the `if __name__ == "__main__":` block is removed: the driver below calls the code)


# --- driver (added for nnscope): the examples of the docstrings above, printed ---
def _show(v):
    if v is not None:
        print(repr(v))

try:
    _show(binary_coded_decimal(-2))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(binary_coded_decimal(-1))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(binary_coded_decimal(0))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(binary_coded_decimal(3))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(binary_coded_decimal(2))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(binary_coded_decimal(12))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(binary_coded_decimal(987))
except Exception as _e:
    print(type(_e).__name__, _e)
