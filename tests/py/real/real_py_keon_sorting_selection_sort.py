# keon/algorithms, algorithms/sorting/selection_sort.py, commit a1bf1f39f95b59ed0bb348d6148c7e097e10481e, MIT License.
"""
Selection Sort

Selection sort repeatedly selects the smallest element from the unsorted
portion and moves it to the end of the sorted portion.

Reference: https://en.wikipedia.org/wiki/Selection_sort

Complexity:
    Time:  O(n^2) best / O(n^2) average / O(n^2) worst
    Space: O(1)
"""

from __future__ import annotations


def selection_sort(array: list[int]) -> list[int]:
    """Sort an array in ascending order using selection sort.

    Args:
        array: List of integers to sort.

    Returns:
        A sorted list.

    Examples:
        >>> selection_sort([3, 1, 2])
        [1, 2, 3]
    """
    for i in range(len(array)):
        minimum = i
        for j in range(i + 1, len(array)):
            if array[j] < array[minimum]:
                minimum = j
        array[minimum], array[i] = array[i], array[minimum]
    return array


# --- driver (added for nnscope): the examples of the docstrings above, printed ---
def _show(v):
    if v is not None:
        print(repr(v))

try:
    _show(selection_sort([3, 1, 2]))
except Exception as _e:
    print(type(_e).__name__, _e)
