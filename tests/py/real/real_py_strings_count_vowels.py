# TheAlgorithms/Python, strings/count_vowels.py, commit f5988cc09713315817df6a7e327e258013a94440, MIT License.
def count_vowels(s: str) -> int:
    """
    Count the number of vowels in a given string.

    :param s: Input string to count vowels in.
    :return: Number of vowels in the input string.

    Examples:
    >>> count_vowels("hello world")
    3
    >>> count_vowels("HELLO WORLD")
    3
    >>> count_vowels("123 hello world")
    3
    >>> count_vowels("")
    0
    >>> count_vowels("a quick brown fox")
    5
    >>> count_vowels("the quick BROWN fox")
    5
    >>> count_vowels("PYTHON")
    1
    """
    if not isinstance(s, str):
        raise TypeError("Input must be a string")

    vowels = "aeiouAEIOU"
    return sum(1 for char in s if char in vowels)


# (the `if __name__ == "__main__":` block is removed: the driver below calls the code)


# --- driver (added for nnscope): the examples of the docstrings above, printed ---
def _show(v):
    if v is not None:
        print(repr(v))

try:
    _show(count_vowels("hello world"))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(count_vowels("HELLO WORLD"))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(count_vowels("123 hello world"))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(count_vowels(""))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(count_vowels("a quick brown fox"))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(count_vowels("the quick BROWN fox"))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(count_vowels("PYTHON"))
except Exception as _e:
    print(type(_e).__name__, _e)
