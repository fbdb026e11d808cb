# TheAlgorithms/Python, sorts/bead_sort.py, commit f5988cc09713315817df6a7e327e258013a94440, MIT License.
"""
Bead sort only works for sequences of non-negative integers.
https://en.wikipedia.org/wiki/Bead_sort
"""


def bead_sort(sequence: list) -> list:
    """
    >>> bead_sort([6, 11, 12, 4, 1, 5])
    [1, 4, 5, 6, 11, 12]

    >>> bead_sort([9, 8, 7, 6, 5, 4 ,3, 2, 1])
    [1, 2, 3, 4, 5, 6, 7, 8, 9]

    >>> bead_sort([5, 0, 4, 3])
    [0, 3, 4, 5]

    >>> bead_sort([8, 2, 1])
    [1, 2, 8]

    >>> bead_sort([1, .9, 0.0, 0, -1, -.9])
    Traceback (most recent call last):
        ...
    TypeError: Sequence must be list of non-negative integers

    >>> bead_sort("Hello world")
    Traceback (most recent call last):
        ...
    TypeError: Sequence must be list of non-negative integers
    """
    if any(not isinstance(x, int) or x < 0 for x in sequence):
        raise TypeError("Sequence must be list of non-negative integers")
    for _ in range(len(sequence)):
        for i, (rod_upper, rod_lower) in enumerate(zip(sequence, sequence[1:])):  # noqa: RUF007
            if rod_upper > rod_lower:
                sequence[i] -= rod_upper - rod_lower
                sequence[i + 1] += rod_upper - rod_lower
    return sequence


# (the `if __name__ == "__main__":` block is removed: the driver below calls the code)


# --- driver (added for nnscope): the examples of the docstrings above, printed ---
def _show(v):
    if v is not None:
        print(repr(v))

try:
    _show(bead_sort([6, 11, 12, 4, 1, 5]))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(bead_sort([9, 8, 7, 6, 5, 4 ,3, 2, 1]))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(bead_sort([5, 0, 4, 3]))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(bead_sort([8, 2, 1]))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(bead_sort([1, .9, 0.0, 0, -1, -.9]))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(bead_sort("Hello world"))
except Exception as _e:
    print(type(_e).__name__, _e)
