# TheAlgorithms/Python, project_euler/problem_048/sol1.py, commit f5988cc09713315817df6a7e327e258013a94440, MIT license.
"""
Self Powers
Problem 48

The series, 1^1 + 2^2 + 3^3 + ... + 10^10 = 10405071317.

Find the last ten digits of the series, 1^1 + 2^2 + 3^3 + ... + 1000^1000.
"""


def solution():
    """
    Returns the last 10 digits of the series, 1^1 + 2^2 + 3^3 + ... + 1000^1000.

    >>> solution()
    '9110846700'
    """
    total = 0
    for i in range(1, 1001):
        total += i**i
    return str(total)[-10:]


# (the `if __name__ == "__main__":` block is removed: the driver below calls the code)


# --- driver (added for nnscope): the examples of the docstrings above, printed ---
def _show(v):
    if v is not None:
        print(repr(v))

try:
    _show(solution())
except Exception as _e:
    print(type(_e).__name__, _e)
