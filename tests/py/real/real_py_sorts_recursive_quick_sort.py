# TheAlgorithms/Python, sorts/recursive_quick_sort.py, commit f5988cc09713315817df6a7e327e258013a94440, MIT License.
def quick_sort(data: list) -> list:
    """
    >>> for data in ([2, 1, 0], [2.2, 1.1, 0], "quick_sort"):
    ...     quick_sort(data) == sorted(data)
    True
    True
    True
    """
    if len(data) <= 1:
        return data
    else:
        return [
            *quick_sort([e for e in data[1:] if e <= data[0]]),
            data[0],
            *quick_sort([e for e in data[1:] if e > data[0]]),
        ]


# (the `if __name__ == "__main__":` block is removed: the driver below calls the code)


# --- driver (added for nnscope): the examples of the docstrings above, printed ---
def _show(v):
    if v is not None:
        print(repr(v))

try:
    for data in ([2, 1, 0], [2.2, 1.1, 0], "quick_sort"):
        quick_sort(data) == sorted(data)
except Exception as _e:
    print(type(_e).__name__, _e)
