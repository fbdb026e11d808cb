# TheAlgorithms/Python, sorts/circle_sort.py, commit f5988cc09713315817df6a7e327e258013a94440, MIT License.
"""
This is a Python implementation of the circle sort algorithm

For doctests run following command:
python3 -m doctest -v circle_sort.py

For manual testing run:
python3 circle_sort.py
"""


def circle_sort(collection: list) -> list:
    """A pure Python implementation of circle sort algorithm

    :param collection: a mutable collection of comparable items in any order
    :return: the same collection in ascending order

    Examples:
    >>> circle_sort([0, 5, 3, 2, 2])
    [0, 2, 2, 3, 5]
    >>> circle_sort([])
    []
    >>> circle_sort([-2, 5, 0, -45])
    [-45, -2, 0, 5]
    >>> collections = ([], [0, 5, 3, 2, 2], [-2, 5, 0, -45])
    >>> all(sorted(collection) == circle_sort(collection) for collection in collections)
    True
    """

    if len(collection) < 2:
        return collection

    def circle_sort_util(collection: list, low: int, high: int) -> bool:
        """
        >>> arr = [5,4,3,2,1]
        >>> circle_sort_util(lst, 0, 2)
        True
        >>> arr
        [3, 4, 5, 2, 1]
        """

        swapped = False

        if low == high:
            return swapped

        left = low
        right = high

        while left < right:
            if collection[left] > collection[right]:
                collection[left], collection[right] = (
                    collection[right],
                    collection[left],
                )
                swapped = True

            left += 1
            right -= 1

        if left == right and collection[left] > collection[right + 1]:
            collection[left], collection[right + 1] = (
                collection[right + 1],
                collection[left],
            )

            swapped = True

        mid = low + int((high - low) / 2)
        left_swap = circle_sort_util(collection, low, mid)
        right_swap = circle_sort_util(collection, mid + 1, high)

        return swapped or left_swap or right_swap

    is_not_sorted = True

    while is_not_sorted is True:
        is_not_sorted = circle_sort_util(collection, 0, len(collection) - 1)

    return collection


# (the `if __name__ == "__main__":` block is removed: the driver below calls the code)


# --- driver (added for nnscope): the examples of the docstrings above, printed ---
def _show(v):
    if v is not None:
        print(repr(v))

try:
    _show(circle_sort([0, 5, 3, 2, 2]))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(circle_sort([]))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(circle_sort([-2, 5, 0, -45]))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    collections = ([], [0, 5, 3, 2, 2], [-2, 5, 0, -45])
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(all(sorted(collection) == circle_sort(collection) for collection in collections))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    arr = [5,4,3,2,1]
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(circle_sort_util(lst, 0, 2))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(arr)
except Exception as _e:
    print(type(_e).__name__, _e)
