# TheAlgorithms/Python, dynamic_programming/integer_partition.py, commit f5988cc09713315817df6a7e327e258013a94440, MIT License.
"""
The number of partitions of a number n into at least k parts equals the number of
partitions into exactly k parts plus the number of partitions into at least k-1 parts.
Subtracting 1 from each part of a partition of n into k parts gives a partition of n-k
into k parts. These two facts together are used for this algorithm.
* https://en.wikipedia.org/wiki/Partition_(number_theory)
* https://en.wikipedia.org/wiki/Partition_function_(number_theory)
"""


def partition(m: int) -> int:
    """
    >>> partition(5)
    7
    >>> partition(7)
    15
    >>> partition(100)
    190569292
    >>> partition(1_000)
    24061467864032622473692149727991
    >>> partition(-7)
    Traceback (most recent call last):
        ...
    IndexError: list index out of range
    >>> partition(0)
    Traceback (most recent call last):
        ...
    IndexError: list assignment index out of range
    >>> partition(7.8)
    Traceback (most recent call last):
        ...
    TypeError: 'float' object cannot be interpreted as an integer
    """
    memo: list[list[int]] = [[0 for _ in range(m)] for _ in range(m + 1)]
    for i in range(m + 1):
        memo[i][0] = 1

    for n in range(m + 1):
        for k in range(1, m):
            memo[n][k] += memo[n][k - 1]
            if n - k > 0:
                memo[n][k] += memo[n - k - 1][k]

    return memo[m][m - 1]


# (the `if __name__ == "__main__":` block is removed: the driver below calls the code)


# --- driver (added for nnscope): the examples of the docstrings above, printed ---
def _show(v):
    if v is not None:
        print(repr(v))

try:
    _show(partition(5))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(partition(7))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(partition(100))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(partition(1_000))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(partition(-7))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(partition(0))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(partition(7.8))
except Exception as _e:
    print(type(_e).__name__, _e)
