# keon/algorithms, algorithms/bit_manipulation/remove_bit.py, commit a1bf1f39f95b59ed0bb348d6148c7e097e10481e, MIT License.
"""
Remove Bit

Remove a single bit at a specific position from an integer, shifting
higher bits down to fill the gap.

Reference: https://en.wikipedia.org/wiki/Bit_manipulation

Complexity:
    Time:  O(1)
    Space: O(1)
"""

from __future__ import annotations


def remove_bit(number: int, position: int) -> int:
    """Remove the bit at a specific position from an integer.

    Splits the number around *position*, shifts the upper part right
    by one to collapse the gap, and merges with the lower part.

    Args:
        number: The integer to modify.
        position: Zero-based index of the bit to remove.

    Returns:
        The resulting integer after removal.

    Examples:
        >>> remove_bit(21, 2)
        9
        >>> remove_bit(21, 4)
        5
        >>> remove_bit(21, 0)
        10
    """
    upper = number >> (position + 1)
    upper = upper << position
    lower = ((1 << position) - 1) & number
    return upper | lower


# --- driver (added for nnscope): the examples of the docstrings above, printed ---
def _show(v):
    if v is not None:
        print(repr(v))

try:
    _show(remove_bit(21, 2))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(remove_bit(21, 4))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(remove_bit(21, 0))
except Exception as _e:
    print(type(_e).__name__, _e)
