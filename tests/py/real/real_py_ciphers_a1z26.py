# TheAlgorithms/Python, ciphers/a1z26.py, commit f5988cc09713315817df6a7e327e258013a94440, MIT License.
"""
Convert a string of characters to a sequence of numbers
corresponding to the character's position in the alphabet.

https://www.dcode.fr/letter-number-cipher
http://bestcodes.weebly.com/a1z26.html
"""

from __future__ import annotations


def encode(plain: str) -> list[int]:
    """
    >>> encode("myname")
    [13, 25, 14, 1, 13, 5]
    >>> encode("abCd")
    Traceback (most recent call last):
        ...
    ValueError: plain must contain only lowercase letters (a-z)
    >>> encode("n0w")
    Traceback (most recent call last):
        ...
    ValueError: plain must contain only lowercase letters (a-z)
    >>> encode("later!")
    Traceback (most recent call last):
        ...
    ValueError: plain must contain only lowercase letters (a-z)
    """
    if not plain.islower() or not plain.isalpha():
        raise ValueError("plain must contain only lowercase letters (a-z)")
    return [ord(elem) - 96 for elem in plain]


def decode(encoded: list[int]) -> str:
    """
    >>> decode([13, 25, 14, 1, 13, 5])
    'myname'
    """
    return "".join(chr(elem + 96) for elem in encoded)


def main() -> None:
    encoded = encode(input("-> ").strip().lower())
    print("Encoded: ", encoded)
    print("Decoded:", decode(encoded))


# (the `if __name__ == "__main__":` block is removed: the driver below calls the code)


# --- driver (added for nnscope): the examples of the docstrings above, printed ---
def _show(v):
    if v is not None:
        print(repr(v))

try:
    _show(encode("myname"))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(encode("abCd"))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(encode("n0w"))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(encode("later!"))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(decode([13, 25, 14, 1, 13, 5]))
except Exception as _e:
    print(type(_e).__name__, _e)
