# TheAlgorithms/Python, sorts/exchange_sort.py, commit f5988cc09713315817df6a7e327e258013a94440, MIT License.
def exchange_sort(numbers: list[int]) -> list[int]:
    """
    Uses exchange sort to sort a list of numbers.
    Source: https://en.wikipedia.org/wiki/Sorting_algorithm#Exchange_sort
    >>> exchange_sort([5, 4, 3, 2, 1])
    [1, 2, 3, 4, 5]
    >>> exchange_sort([-1, -2, -3])
    [-3, -2, -1]
    >>> exchange_sort([1, 2, 3, 4, 5])
    [1, 2, 3, 4, 5]
    >>> exchange_sort([0, 10, -2, 5, 3])
    [-2, 0, 3, 5, 10]
    >>> exchange_sort([])
    []
    """
    numbers_length = len(numbers)
    for i in range(numbers_length):
        for j in range(i + 1, numbers_length):
            if numbers[j] < numbers[i]:
                numbers[i], numbers[j] = numbers[j], numbers[i]
    return numbers


# (the `if __name__ == "__main__":` block is removed: the driver below calls the code)


# --- driver (added for nnscope): the examples of the docstrings above, printed ---
def _show(v):
    if v is not None:
        print(repr(v))

try:
    _show(exchange_sort([5, 4, 3, 2, 1]))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(exchange_sort([-1, -2, -3]))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(exchange_sort([1, 2, 3, 4, 5]))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(exchange_sort([0, 10, -2, 5, 3]))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(exchange_sort([]))
except Exception as _e:
    print(type(_e).__name__, _e)
