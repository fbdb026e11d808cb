# TheAlgorithms/Python, boolean_algebra/karnaugh_map_simplification.py, commit f5988cc09713315817df6a7e327e258013a94440, MIT License.
"""
https://en.wikipedia.org/wiki/Karnaugh_map
https://www.allaboutcircuits.com/technical-articles/karnaugh-map-boolean-algebraic-simplification-technique
"""


def simplify_kmap(kmap: list[list[int]]) -> str:
    """
    Simplify the Karnaugh map.
    >>> simplify_kmap(kmap=[[0, 1], [1, 1]])
    "A'B + AB' + AB"
    >>> simplify_kmap(kmap=[[0, 0], [0, 0]])
    ''
    >>> simplify_kmap(kmap=[[0, 1], [1, -1]])
    "A'B + AB' + AB"
    >>> simplify_kmap(kmap=[[0, 1], [1, 2]])
    "A'B + AB' + AB"
    >>> simplify_kmap(kmap=[[0, 1], [1, 1.1]])
    "A'B + AB' + AB"
    >>> simplify_kmap(kmap=[[0, 1], [1, 'a']])
    "A'B + AB' + AB"
    """
    simplified_f = []
    for a, row in enumerate(kmap):
        for b, item in enumerate(row):
            if item:
                term = ("A" if a else "A'") + ("B" if b else "B'")
                simplified_f.append(term)
    return " + ".join(simplified_f)


def main() -> None:
    """
    Main function to create and simplify a K-Map.

    >>> main()
    [0, 1]
    [1, 1]
    Simplified Expression:
    A'B + AB' + AB
    """
    kmap = [[0, 1], [1, 1]]

    # Manually generate the product of [0, 1] and [0, 1]

    for row in kmap:
        print(row)

    print("Simplified Expression:")
    print(simplify_kmap(kmap))


# (the `if __name__ == "__main__":` block is removed: the driver below calls the code)


# --- driver (added for nnscope): the examples of the docstrings above, printed ---
def _show(v):
    if v is not None:
        print(repr(v))

try:
    _show(simplify_kmap(kmap=[[0, 1], [1, 1]]))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(simplify_kmap(kmap=[[0, 0], [0, 0]]))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(simplify_kmap(kmap=[[0, 1], [1, -1]]))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(simplify_kmap(kmap=[[0, 1], [1, 2]]))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(simplify_kmap(kmap=[[0, 1], [1, 1.1]]))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(simplify_kmap(kmap=[[0, 1], [1, 'a']]))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(main())
except Exception as _e:
    print(type(_e).__name__, _e)
