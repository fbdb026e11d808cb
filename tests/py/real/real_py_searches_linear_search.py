# TheAlgorithms/Python, searches/linear_search.py, commit f5988cc09713315817df6a7e327e258013a94440, MIT License.
"""
This is a pure Python implementation of the linear search algorithm.

For doctests run following command:
python3 -m doctest -v linear_search.py

For manual testing run:
python3 linear_search.py
"""


def linear_search(sequence: list, target: int) -> int:
    """A pure Python implementation of a linear search algorithm

    :param sequence: a collection with comparable items (sorting is not required for
        linear search)
    :param target: item value to search
    :return: index of found item or -1 if item is not found

    Examples:
    >>> linear_search([0, 5, 7, 10, 15], 0)
    0
    >>> linear_search([0, 5, 7, 10, 15], 15)
    4
    >>> linear_search([0, 5, 7, 10, 15], 5)
    1
    >>> linear_search([0, 5, 7, 10, 15], 6)
    -1
    """
    for index, item in enumerate(sequence):
        if item == target:
            return index
    return -1


def rec_linear_search(sequence: list, low: int, high: int, target: int) -> int:
    """
    A pure Python implementation of a recursive linear search algorithm

    :param sequence: a collection with comparable items (as sorted items not required
        in Linear Search)
    :param low: Lower bound of the array
    :param high: Higher bound of the array
    :param target: The element to be found
    :return: Index of the key or -1 if key not found

    Examples:
    >>> rec_linear_search([0, 30, 500, 100, 700], 0, 4, 0)
    0
    >>> rec_linear_search([0, 30, 500, 100, 700], 0, 4, 700)
    4
    >>> rec_linear_search([0, 30, 500, 100, 700], 0, 4, 30)
    1
    >>> rec_linear_search([0, 30, 500, 100, 700], 0, 4, -6)
    -1
    """
    if not (0 <= high < len(sequence) and 0 <= low < len(sequence)):
        raise Exception("Invalid upper or lower bound!")
    if high < low:
        return -1
    if sequence[low] == target:
        return low
    if sequence[high] == target:
        return high
    return rec_linear_search(sequence, low + 1, high - 1, target)


# (the `if __name__ == "__main__":` block is removed: the driver below calls the code)


# --- driver (added for nnscope): the examples of the docstrings above, printed ---
def _show(v):
    if v is not None:
        print(repr(v))

try:
    _show(linear_search([0, 5, 7, 10, 15], 0))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(linear_search([0, 5, 7, 10, 15], 15))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(linear_search([0, 5, 7, 10, 15], 5))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(linear_search([0, 5, 7, 10, 15], 6))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(rec_linear_search([0, 30, 500, 100, 700], 0, 4, 0))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(rec_linear_search([0, 30, 500, 100, 700], 0, 4, 700))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(rec_linear_search([0, 30, 500, 100, 700], 0, 4, 30))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(rec_linear_search([0, 30, 500, 100, 700], 0, 4, -6))
except Exception as _e:
    print(type(_e).__name__, _e)
