# TheAlgorithms/Python, maths/series/harmonic_series.py, commit f5988cc09713315817df6a7e327e258013a94440, MIT License.
"""
This is a pure Python implementation of the Harmonic Series algorithm
https://en.wikipedia.org/wiki/Harmonic_series_(mathematics)

For doctests run following command:
python -m doctest -v harmonic_series.py
or
python3 -m doctest -v harmonic_series.py

For manual testing run:
python3 harmonic_series.py
"""


def harmonic_series(n_term: str) -> list:
    """Pure Python implementation of Harmonic Series algorithm

    :param n_term: The last (nth) term of Harmonic Series
    :return: The Harmonic Series starting from 1 to last (nth) term

    Examples:
    >>> harmonic_series(5)
    ['1', '1/2', '1/3', '1/4', '1/5']
    >>> harmonic_series(5.0)
    ['1', '1/2', '1/3', '1/4', '1/5']
    >>> harmonic_series(5.1)
    ['1', '1/2', '1/3', '1/4', '1/5']
    >>> harmonic_series(-5)
    []
    >>> harmonic_series(0)
    []
    >>> harmonic_series(1)
    ['1']
    """
    if n_term == "":
        return []
    series: list = []
    for temp in range(int(n_term)):
        series.append(f"1/{temp + 1}" if series else "1")
    return series


# (the `if __name__ == "__main__":` block is removed: the driver below calls the code)


# --- driver (added for nnscope): the examples of the docstrings above, printed ---
def _show(v):
    if v is not None:
        print(repr(v))

try:
    _show(harmonic_series(5))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(harmonic_series(5.0))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(harmonic_series(5.1))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(harmonic_series(-5))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(harmonic_series(0))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(harmonic_series(1))
except Exception as _e:
    print(type(_e).__name__, _e)
