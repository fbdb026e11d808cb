# TheAlgorithms/Python, maths/base_neg2_conversion.py, commit f5988cc09713315817df6a7e327e258013a94440, MIT License.
def decimal_to_negative_base_2(num: int) -> int:
    """
    This function returns the number negative base 2
        of the decimal number of the input data.

    Args:
        int: The decimal number to convert.

    Returns:
        int: The negative base 2 number.

    Examples:
        >>> decimal_to_negative_base_2(0)
        0
        >>> decimal_to_negative_base_2(-19)
        111101
        >>> decimal_to_negative_base_2(4)
        100
        >>> decimal_to_negative_base_2(7)
        11011
    """
    if num == 0:
        return 0
    ans = ""
    while num != 0:
        num, rem = divmod(num, -2)
        if rem < 0:
            rem += 2
            num += 1
        ans = str(rem) + ans
    return int(ans)


# (the `if __name__ == "__main__":` block is removed: the driver below calls the code)


# --- driver (added for nnscope): the examples of the docstrings above, printed ---
def _show(v):
    if v is not None:
        print(repr(v))

try:
    _show(decimal_to_negative_base_2(0))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(decimal_to_negative_base_2(-19))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(decimal_to_negative_base_2(4))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(decimal_to_negative_base_2(7))
except Exception as _e:
    print(type(_e).__name__, _e)
