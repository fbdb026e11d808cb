# TheAlgorithms/Python, strings/pig_latin.py, commit f5988cc09713315817df6a7e327e258013a94440, MIT License.
def pig_latin(word: str) -> str:
    """Compute the piglatin of a given string.

    https://en.wikipedia.org/wiki/Pig_Latin

    Usage examples:
    >>> pig_latin("pig")
    'igpay'
    >>> pig_latin("latin")
    'atinlay'
    >>> pig_latin("banana")
    'ananabay'
    >>> pig_latin("friends")
    'iendsfray'
    >>> pig_latin("smile")
    'ilesmay'
    >>> pig_latin("string")
    'ingstray'
    >>> pig_latin("eat")
    'eatway'
    >>> pig_latin("omelet")
    'omeletway'
    >>> pig_latin("are")
    'areway'
    >>> pig_latin(" ")
    ''
    >>> pig_latin(None)
    ''
    """
    if not (word or "").strip():
        return ""
    word = word.lower()
    if word[0] in "aeiou":
        return f"{word}way"
    for i, char in enumerate(word):  # noqa: B007
        if char in "aeiou":
            break
    return f"{word[i:]}{word[:i]}ay"


# (the `if __name__ == "__main__":` block is removed: the driver below calls the code)


# --- driver (added for nnscope): the examples of the docstrings above, printed ---
def _show(v):
    if v is not None:
        print(repr(v))

try:
    _show(pig_latin("pig"))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(pig_latin("latin"))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(pig_latin("banana"))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(pig_latin("friends"))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(pig_latin("smile"))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(pig_latin("string"))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(pig_latin("eat"))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(pig_latin("omelet"))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(pig_latin("are"))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(pig_latin(" "))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(pig_latin(None))
except Exception as _e:
    print(type(_e).__name__, _e)
