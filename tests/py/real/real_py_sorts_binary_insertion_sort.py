# TheAlgorithms/Python, sorts/binary_insertion_sort.py, commit f5988cc09713315817df6a7e327e258013a94440, MIT License.
"""
This is a pure Python implementation of the binary insertion sort algorithm

For doctests run following command:
python -m doctest -v binary_insertion_sort.py
or
python3 -m doctest -v binary_insertion_sort.py

For manual testing run:
python binary_insertion_sort.py
"""


def binary_insertion_sort(collection: list) -> list:
    """
    Sorts a list using the binary insertion sort algorithm.

    :param collection: A mutable ordered collection with comparable items.
    :return: The same collection ordered in ascending order.

    Examples:
    >>> binary_insertion_sort([0, 4, 1234, 4, 1])
    [0, 1, 4, 4, 1234]
    >>> binary_insertion_sort([]) == sorted([])
    True
    >>> binary_insertion_sort([-1, -2, -3]) == sorted([-1, -2, -3])
    True
    >>> lst = ['d', 'a', 'b', 'e', 'c']
    >>> binary_insertion_sort(lst) == sorted(lst)
    True
    >>> import random
    >>> collection = random.sample(range(-50, 50), 100)
    >>> binary_insertion_sort(collection) == sorted(collection)
    True
    >>> import string
    >>> collection = random.choices(string.ascii_letters + string.digits, k=100)
    >>> binary_insertion_sort(collection) == sorted(collection)
    True
    """

    n = len(collection)
    for i in range(1, n):
        value_to_insert = collection[i]
        low = 0
        high = i - 1

        while low <= high:
            mid = (low + high) // 2
            if value_to_insert < collection[mid]:
                high = mid - 1
            else:
                low = mid + 1
        for j in range(i, low, -1):
            collection[j] = collection[j - 1]
        collection[low] = value_to_insert
    return collection


# (the `if __name__ == "__main__":` block is removed: the driver below calls the code)


# --- driver (added for nnscope): the examples of the docstrings above, printed ---
def _show(v):
    if v is not None:
        print(repr(v))

try:
    _show(binary_insertion_sort([0, 4, 1234, 4, 1]))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(binary_insertion_sort([]) == sorted([]))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(binary_insertion_sort([-1, -2, -3]) == sorted([-1, -2, -3]))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    lst = ['d', 'a', 'b', 'e', 'c']
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(binary_insertion_sort(lst) == sorted(lst))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    import random
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    collection = random.sample(range(-50, 50), 100)
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(binary_insertion_sort(collection) == sorted(collection))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    import string
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    collection = random.choices(string.ascii_letters + string.digits, k=100)
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(binary_insertion_sort(collection) == sorted(collection))
except Exception as _e:
    print(type(_e).__name__, _e)
