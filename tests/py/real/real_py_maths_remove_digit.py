# TheAlgorithms/Python, maths/remove_digit.py, commit f5988cc09713315817df6a7e327e258013a94440, MIT License.
def remove_digit(num: int) -> int:
    """

    returns the biggest possible result
    that can be achieved by removing
    one digit from the given number

    >>> remove_digit(152)
    52
    >>> remove_digit(6385)
    685
    >>> remove_digit(-11)
    1
    >>> remove_digit(2222222)
    222222
    >>> remove_digit("2222222")
    Traceback (most recent call last):
    TypeError: only integers accepted as input
    >>> remove_digit("string input")
    Traceback (most recent call last):
    TypeError: only integers accepted as input
    """

    if not isinstance(num, int):
        raise TypeError("only integers accepted as input")
    else:
        num_str = str(abs(num))
        num_transpositions = [list(num_str) for char in range(len(num_str))]
        for index in range(len(num_str)):
            num_transpositions[index].pop(index)
        return max(
            int("".join(list(transposition))) for transposition in num_transpositions
        )


# (the `if __name__ == "__main__":` block is removed: the driver below calls the code)


# --- driver (added for nnscope): the examples of the docstrings above, printed ---
def _show(v):
    if v is not None:
        print(repr(v))

try:
    _show(remove_digit(152))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(remove_digit(6385))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(remove_digit(-11))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(remove_digit(2222222))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(remove_digit("2222222"))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(remove_digit("string input"))
except Exception as _e:
    print(type(_e).__name__, _e)
