# TheAlgorithms/Python, conversions/binary_to_decimal.py, commit f5988cc09713315817df6a7e327e258013a94440, MIT License.
def bin_to_decimal(bin_string: str) -> int:
    """
    Convert a binary value to its decimal equivalent

    >>> bin_to_decimal("101")
    5
    >>> bin_to_decimal(" 1010   ")
    10
    >>> bin_to_decimal("-11101")
    -29
    >>> bin_to_decimal("0")
    0
    >>> bin_to_decimal("a")
    Traceback (most recent call last):
        ...
    ValueError: Non-binary value was passed to the function
    >>> bin_to_decimal("")
    Traceback (most recent call last):
        ...
    ValueError: Empty string was passed to the function
    >>> bin_to_decimal("39")
    Traceback (most recent call last):
        ...
    ValueError: Non-binary value was passed to the function
    """
    bin_string = str(bin_string).strip()
    if not bin_string:
        raise ValueError("Empty string was passed to the function")
    is_negative = bin_string[0] == "-"
    if is_negative:
        bin_string = bin_string[1:]
    if not all(char in "01" for char in bin_string):
        raise ValueError("Non-binary value was passed to the function")
    decimal_number = 0
    for char in bin_string:
        decimal_number = 2 * decimal_number + int(char)
    return -decimal_number if is_negative else decimal_number


# (the `if __name__ == "__main__":` block is removed: the driver below calls the code)


# --- driver (added for nnscope): the examples of the docstrings above, printed ---
def _show(v):
    if v is not None:
        print(repr(v))

try:
    _show(bin_to_decimal("101"))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(bin_to_decimal(" 1010   "))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(bin_to_decimal("-11101"))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(bin_to_decimal("0"))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(bin_to_decimal("a"))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(bin_to_decimal(""))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(bin_to_decimal("39"))
except Exception as _e:
    print(type(_e).__name__, _e)
