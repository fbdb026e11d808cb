# TheAlgorithms/Python, ciphers/diffie.py, commit f5988cc09713315817df6a7e327e258013a94440, MIT License.
from __future__ import annotations


def find_primitive(modulus: int) -> int | None:
    """
    Find a primitive root modulo modulus, if one exists.

    Args:
        modulus : The modulus for which to find a primitive root.

    Returns:
        The primitive root if one exists, or None if there is none.

    Examples:
    >>> find_primitive(7)  # Modulo 7 has primitive root 3
    3
    >>> find_primitive(11)  # Modulo 11 has primitive root 2
    2
    >>> find_primitive(8) == None # Modulo 8 has no primitive root
    True
    """
    for r in range(1, modulus):
        li = []
        for x in range(modulus - 1):
            val = pow(r, x, modulus)
            if val in li:
                break
            li.append(val)
        else:
            return r
    return None


# (the `if __name__ == "__main__":` block is removed: the driver below calls the code)


# --- driver (added for nnscope): the examples of the docstrings above, printed ---
def _show(v):
    if v is not None:
        print(repr(v))

try:
    _show(find_primitive(7)  # Modulo 7 has primitive root 3)
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(find_primitive(11)  # Modulo 11 has primitive root 2)
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(find_primitive(8) == None # Modulo 8 has no primitive root)
except Exception as _e:
    print(type(_e).__name__, _e)
