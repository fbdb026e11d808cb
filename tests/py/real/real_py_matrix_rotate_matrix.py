# TheAlgorithms/Python, matrix/rotate_matrix.py, commit f5988cc09713315817df6a7e327e258013a94440, MIT License.
"""
In this problem, we want to rotate the matrix elements by 90, 180, 270
(counterclockwise)
Discussion in stackoverflow:
https://stackoverflow.com/questions/42519/how-do-you-rotate-a-two-dimensional-array
"""

from __future__ import annotations


def make_matrix(row_size: int = 4) -> list[list[int]]:
    """
    >>> make_matrix()
    [[1, 2, 3, 4], [5, 6, 7, 8], [9, 10, 11, 12], [13, 14, 15, 16]]
    >>> make_matrix(1)
    [[1]]
    >>> make_matrix(-2)
    [[1, 2], [3, 4]]
    >>> make_matrix(3)
    [[1, 2, 3], [4, 5, 6], [7, 8, 9]]
    >>> make_matrix() == make_matrix(4)
    True
    """
    row_size = abs(row_size) or 4
    return [[1 + x + y * row_size for x in range(row_size)] for y in range(row_size)]


def rotate_90(matrix: list[list[int]]) -> list[list[int]]:
    """
    >>> rotate_90(make_matrix())
    [[4, 8, 12, 16], [3, 7, 11, 15], [2, 6, 10, 14], [1, 5, 9, 13]]
    >>> rotate_90(make_matrix()) == transpose(reverse_column(make_matrix()))
    True
    """

    return reverse_row(transpose(matrix))
    # OR.. transpose(reverse_column(matrix))


def rotate_180(matrix: list[list[int]]) -> list[list[int]]:
    """
    >>> rotate_180(make_matrix())
    [[16, 15, 14, 13], [12, 11, 10, 9], [8, 7, 6, 5], [4, 3, 2, 1]]
    >>> rotate_180(make_matrix()) == reverse_column(reverse_row(make_matrix()))
    True
    """

    return reverse_row(reverse_column(matrix))
    # OR.. reverse_column(reverse_row(matrix))


def rotate_270(matrix: list[list[int]]) -> list[list[int]]:
    """
    >>> rotate_270(make_matrix())
    [[13, 9, 5, 1], [14, 10, 6, 2], [15, 11, 7, 3], [16, 12, 8, 4]]
    >>> rotate_270(make_matrix()) == transpose(reverse_row(make_matrix()))
    True
    """

    return reverse_column(transpose(matrix))
    # OR.. transpose(reverse_row(matrix))


def transpose(matrix: list[list[int]]) -> list[list[int]]:
    matrix[:] = [list(x) for x in zip(*matrix)]
    return matrix


def reverse_row(matrix: list[list[int]]) -> list[list[int]]:
    matrix[:] = matrix[::-1]
    return matrix


def reverse_column(matrix: list[list[int]]) -> list[list[int]]:
    matrix[:] = [x[::-1] for x in matrix]
    return matrix


def print_matrix(matrix: list[list[int]]) -> None:
    for i in matrix:
        print(*i)


# (the `if __name__ == "__main__":` block is removed: the driver below calls the code)


# --- driver (added for nnscope): the examples of the docstrings above, printed ---
def _show(v):
    if v is not None:
        print(repr(v))

try:
    _show(make_matrix())
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(make_matrix(1))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(make_matrix(-2))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(make_matrix(3))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(make_matrix() == make_matrix(4))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(rotate_90(make_matrix()))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(rotate_90(make_matrix()) == transpose(reverse_column(make_matrix())))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(rotate_180(make_matrix()))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(rotate_180(make_matrix()) == reverse_column(reverse_row(make_matrix())))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(rotate_270(make_matrix()))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(rotate_270(make_matrix()) == transpose(reverse_row(make_matrix())))
except Exception as _e:
    print(type(_e).__name__, _e)
