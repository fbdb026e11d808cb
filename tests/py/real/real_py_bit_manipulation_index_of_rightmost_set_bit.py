# TheAlgorithms/Python, bit_manipulation/index_of_rightmost_set_bit.py, commit f5988cc09713315817df6a7e327e258013a94440, MIT License.
# Reference: https://www.geeksforgeeks.org/position-of-rightmost-set-bit/


def get_index_of_rightmost_set_bit(number: int) -> int:
    """
    Take in a positive integer 'number'.
    Returns the zero-based index of first set bit in that 'number' from right.
    Returns -1, If no set bit found.

    >>> get_index_of_rightmost_set_bit(0)
    -1
    >>> get_index_of_rightmost_set_bit(5)
    0
    >>> get_index_of_rightmost_set_bit(36)
    2
    >>> get_index_of_rightmost_set_bit(8)
    3
    >>> get_index_of_rightmost_set_bit(-18)
    Traceback (most recent call last):
        ...
    ValueError: Input must be a non-negative integer
    >>> get_index_of_rightmost_set_bit('test')
    Traceback (most recent call last):
        ...
    ValueError: Input must be a non-negative integer
    >>> get_index_of_rightmost_set_bit(1.25)
    Traceback (most recent call last):
        ...
    ValueError: Input must be a non-negative integer
    """

    if not isinstance(number, int) or number < 0:
        raise ValueError("Input must be a non-negative integer")

    intermediate = number & ~(number - 1)
    index = 0
    while intermediate:
        intermediate >>= 1
        index += 1
    return index - 1


# (the `if __name__ == "__main__":` block is removed: the driver below calls the code)


# --- driver (added for nnscope): the examples of the docstrings above, printed ---
def _show(v):
    if v is not None:
        print(repr(v))

try:
    _show(get_index_of_rightmost_set_bit(0))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(get_index_of_rightmost_set_bit(5))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(get_index_of_rightmost_set_bit(36))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(get_index_of_rightmost_set_bit(8))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(get_index_of_rightmost_set_bit(-18))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(get_index_of_rightmost_set_bit('test'))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(get_index_of_rightmost_set_bit(1.25))
except Exception as _e:
    print(type(_e).__name__, _e)
