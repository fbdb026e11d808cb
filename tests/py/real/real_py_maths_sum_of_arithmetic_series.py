# TheAlgorithms/Python, maths/sum_of_arithmetic_series.py, commit f5988cc09713315817df6a7e327e258013a94440, MIT License.
# DarkCoder
def sum_of_series(first_term: int, common_diff: int, num_of_terms: int) -> float:
    """
    Find the sum of n terms in an arithmetic progression.

    >>> sum_of_series(1, 1, 10)
    55.0
    >>> sum_of_series(1, 10, 100)
    49600.0
    """
    total = (num_of_terms / 2) * (2 * first_term + (num_of_terms - 1) * common_diff)
    # formula for sum of series
    return total


def main():
    print(sum_of_series(1, 1, 10))


# (the `if __name__ == "__main__":` block is removed: the driver below calls the code)


# --- driver (added for nnscope): the examples of the docstrings above, printed ---
def _show(v):
    if v is not None:
        print(repr(v))

try:
    _show(sum_of_series(1, 1, 10))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(sum_of_series(1, 10, 100))
except Exception as _e:
    print(type(_e).__name__, _e)
