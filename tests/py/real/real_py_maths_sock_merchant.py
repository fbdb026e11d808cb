# TheAlgorithms/Python, maths/sock_merchant.py, commit f5988cc09713315817df6a7e327e258013a94440, MIT License.
from collections import Counter


def sock_merchant(colors: list[int]) -> int:
    """
    >>> sock_merchant([10, 20, 20, 10, 10, 30, 50, 10, 20])
    3
    >>> sock_merchant([1, 1, 3, 3])
    2
    """
    return sum(socks_by_color // 2 for socks_by_color in Counter(colors).values())


# (the `if __name__ == "__main__":` block is removed: the driver below calls the code)


# --- driver (added for nnscope): the examples of the docstrings above, printed ---
def _show(v):
    if v is not None:
        print(repr(v))

try:
    _show(sock_merchant([10, 20, 20, 10, 10, 30, 50, 10, 20]))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(sock_merchant([1, 1, 3, 3]))
except Exception as _e:
    print(type(_e).__name__, _e)
