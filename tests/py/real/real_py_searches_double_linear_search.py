# TheAlgorithms/Python, searches/double_linear_search.py, commit f5988cc09713315817df6a7e327e258013a94440, MIT License.
from __future__ import annotations


def double_linear_search(array: list[int], search_item: int) -> int:
    """
    Iterate through the array from both sides to find the index of search_item.

    :param array: the array to be searched
    :param search_item: the item to be searched
    :return the index of search_item, if search_item is in array, else -1

    Examples:
    >>> double_linear_search([1, 5, 5, 10], 1)
    0
    >>> double_linear_search([1, 5, 5, 10], 5)
    1
    >>> double_linear_search([1, 5, 5, 10], 100)
    -1
    >>> double_linear_search([1, 5, 5, 10], 10)
    3
    """
    # define the start and end index of the given array
    start_ind, end_ind = 0, len(array) - 1
    while start_ind <= end_ind:
        if array[start_ind] == search_item:
            return start_ind
        elif array[end_ind] == search_item:
            return end_ind
        else:
            start_ind += 1
            end_ind -= 1
    # returns -1 if search_item is not found in array
    return -1


# (the `if __name__ == "__main__":` block is removed: the driver below calls the code)


# --- driver (added for nnscope): the examples of the docstrings above, printed ---
def _show(v):
    if v is not None:
        print(repr(v))

try:
    _show(double_linear_search([1, 5, 5, 10], 1))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(double_linear_search([1, 5, 5, 10], 5))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(double_linear_search([1, 5, 5, 10], 100))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(double_linear_search([1, 5, 5, 10], 10))
except Exception as _e:
    print(type(_e).__name__, _e)
