# TheAlgorithms/Python, strings/is_isogram.py, commit f5988cc09713315817df6a7e327e258013a94440, MIT License.
"""
wiki: https://en.wikipedia.org/wiki/Heterogram_(literature)#Isograms
"""


def is_isogram(string: str) -> bool:
    """
    An isogram is a word in which no letter is repeated.
    Examples of isograms are uncopyrightable and ambidextrously.
    >>> is_isogram('Uncopyrightable')
    True
    >>> is_isogram('allowance')
    False
    >>> is_isogram('copy1')
    Traceback (most recent call last):
     ...
    ValueError: String must only contain alphabetic characters.
    """
    if not all(x.isalpha() for x in string):
        raise ValueError("String must only contain alphabetic characters.")

    letters = sorted(string.lower())
    return len(letters) == len(set(letters))


# (the `if __name__ == "__main__":` block is removed: the driver below calls the code)


# --- driver (added for nnscope): the examples of the docstrings above, printed ---
def _show(v):
    if v is not None:
        print(repr(v))

try:
    _show(is_isogram('Uncopyrightable'))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(is_isogram('allowance'))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(is_isogram('copy1'))
except Exception as _e:
    print(type(_e).__name__, _e)
