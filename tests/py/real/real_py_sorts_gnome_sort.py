# TheAlgorithms/Python, sorts/gnome_sort.py, commit f5988cc09713315817df6a7e327e258013a94440, MIT License.
"""
Gnome Sort Algorithm (A.K.A. Stupid Sort)

This algorithm iterates over a list comparing an element with the previous one.
If order is not respected, it swaps element backward until order is respected with
previous element.  It resumes the initial iteration from element new position.

For doctests run following command:
python3 -m doctest -v gnome_sort.py

For manual testing run:
python3 gnome_sort.py
"""


def gnome_sort(lst: list) -> list:
    """
    Pure implementation of the gnome sort algorithm in Python

    Take some mutable ordered collection with heterogeneous comparable items inside as
    arguments, return the same collection ordered by ascending.

    Examples:
    >>> gnome_sort([0, 5, 3, 2, 2])
    [0, 2, 2, 3, 5]

    >>> gnome_sort([])
    []

    >>> gnome_sort([-2, -5, -45])
    [-45, -5, -2]

    >>> "".join(gnome_sort(list(set("Gnomes are stupid!"))))
    ' !Gadeimnoprstu'
    """
    if len(lst) <= 1:
        return lst

    i = 1

    while i < len(lst):
        if lst[i - 1] <= lst[i]:
            i += 1
        else:
            lst[i - 1], lst[i] = lst[i], lst[i - 1]
            i -= 1
            if i == 0:
                i = 1

    return lst


# (the `if __name__ == "__main__":` block is removed: the driver below calls the code)


# --- driver (added for nnscope): the examples of the docstrings above, printed ---
def _show(v):
    if v is not None:
        print(repr(v))

try:
    _show(gnome_sort([0, 5, 3, 2, 2]))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(gnome_sort([]))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(gnome_sort([-2, -5, -45]))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show("".join(gnome_sort(list(set("Gnomes are stupid!")))))
except Exception as _e:
    print(type(_e).__name__, _e)
