# keon/algorithms, algorithms/searching/last_occurrence.py, commit a1bf1f39f95b59ed0bb348d6148c7e097e10481e, MIT License.
"""
Last Occurrence

Find the index of the last occurrence of a target value in a sorted array
using binary search.

Reference: https://en.wikipedia.org/wiki/Binary_search_algorithm

Complexity:
    Time:  O(1) best / O(log n) average / O(log n) worst
    Space: O(1)
"""

from __future__ import annotations


def last_occurrence(array: list[int], query: int) -> int:
    """Find the index of the last occurrence of *query* in *array*.

    Args:
        array: Sorted list of integers in ascending order.
        query: Value to search for.

    Returns:
        Index of the last occurrence of *query*, or -1 if not found.

    Examples:
        >>> last_occurrence([1, 2, 2, 2, 3, 4], 2)
        3
        >>> last_occurrence([1, 2, 3, 4, 5], 6)
        -1
    """
    low, high = 0, len(array) - 1
    while low <= high:
        mid = (high + low) // 2
        if (array[mid] == query and mid == len(array) - 1) or (
            array[mid] == query and array[mid + 1] > query
        ):
            return mid
        if array[mid] <= query:
            low = mid + 1
        else:
            high = mid - 1
    return -1


# --- driver (added for nnscope): the examples of the docstrings above, printed ---
def _show(v):
    if v is not None:
        print(repr(v))

try:
    _show(last_occurrence([1, 2, 2, 2, 3, 4], 2))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(last_occurrence([1, 2, 3, 4, 5], 6))
except Exception as _e:
    print(type(_e).__name__, _e)
