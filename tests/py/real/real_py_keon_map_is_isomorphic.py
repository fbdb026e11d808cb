# keon/algorithms, algorithms/map/is_isomorphic.py, commit a1bf1f39f95b59ed0bb348d6148c7e097e10481e, MIT License.
"""
Isomorphic Strings

Determine if two strings are isomorphic. Two strings are isomorphic if
characters in s can be mapped to characters in t while preserving order,
with a one-to-one mapping.

Reference: https://leetcode.com/problems/isomorphic-strings/description/

Complexity:
    Time:  O(n)
    Space: O(n)
"""

from __future__ import annotations


def is_isomorphic(s: str, t: str) -> bool:
    """Check if two strings are isomorphic.

    Args:
        s: Source string.
        t: Target string.

    Returns:
        True if s and t are isomorphic, False otherwise.

    Examples:
        >>> is_isomorphic("egg", "add")
        True
        >>> is_isomorphic("foo", "bar")
        False
    """
    if len(s) != len(t):
        return False
    mapping: dict[str, str] = {}
    mapped_values: set[str] = set()
    for i in range(len(s)):
        if s[i] not in mapping:
            if t[i] in mapped_values:
                return False
            mapping[s[i]] = t[i]
            mapped_values.add(t[i])
        else:
            if mapping[s[i]] != t[i]:
                return False
    return True


# --- driver (added for nnscope): the examples of the docstrings above, printed ---
def _show(v):
    if v is not None:
        print(repr(v))

try:
    _show(is_isomorphic("egg", "add"))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(is_isomorphic("foo", "bar"))
except Exception as _e:
    print(type(_e).__name__, _e)
