# TheAlgorithms/Python, maths/series/geometric_series.py, commit f5988cc09713315817df6a7e327e258013a94440, MIT License.
"""
This is a pure Python implementation of the Geometric Series algorithm
https://en.wikipedia.org/wiki/Geometric_series
Run the doctests with the following command:
python3 -m doctest -v geometric_series.py
or
python -m doctest -v geometric_series.py
For manual testing run:
python3 geometric_series.py
"""

from __future__ import annotations


def geometric_series(
    nth_term: float,
    start_term_a: float,
    common_ratio_r: float,
) -> list[float]:
    """
    Pure Python implementation of Geometric Series algorithm

    :param nth_term: The last term (nth term of Geometric Series)
    :param start_term_a : The first term of Geometric Series
    :param common_ratio_r : The common ratio between all the terms
    :return: The Geometric Series starting from first term a and multiple of common
        ration with first term with increase in power till last term (nth term)
    Examples:
    >>> geometric_series(4, 2, 2)
    [2, 4.0, 8.0, 16.0]
    >>> geometric_series(4.0, 2.0, 2.0)
    [2.0, 4.0, 8.0, 16.0]
    >>> geometric_series(4.1, 2.1, 2.1)
    [2.1, 4.41, 9.261000000000001, 19.448100000000004]
    >>> geometric_series(4, 2, -2)
    [2, -4.0, 8.0, -16.0]
    >>> geometric_series(4, -2, 2)
    [-2, -4.0, -8.0, -16.0]
    >>> geometric_series(-4, 2, 2)
    []
    >>> geometric_series(0, 100, 500)
    []
    >>> geometric_series(1, 1, 1)
    [1]
    >>> geometric_series(0, 0, 0)
    []
    """
    if not all((nth_term, start_term_a, common_ratio_r)):
        return []
    series: list[float] = []
    power = 1
    multiple = common_ratio_r
    for _ in range(int(nth_term)):
        if not series:
            series.append(start_term_a)
        else:
            power += 1
            series.append(float(start_term_a * multiple))
            multiple = pow(float(common_ratio_r), power)
    return series


# (the `if __name__ == "__main__":` block is removed: the driver below calls the code)


# --- driver (added for nnscope): the examples of the docstrings above, printed ---
def _show(v):
    if v is not None:
        print(repr(v))

try:
    _show(geometric_series(4, 2, 2))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(geometric_series(4.0, 2.0, 2.0))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(geometric_series(4.1, 2.1, 2.1))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(geometric_series(4, 2, -2))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(geometric_series(4, -2, 2))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(geometric_series(-4, 2, 2))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(geometric_series(0, 100, 500))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(geometric_series(1, 1, 1))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(geometric_series(0, 0, 0))
except Exception as _e:
    print(type(_e).__name__, _e)
