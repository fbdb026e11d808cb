# TheAlgorithms/Python, strings/strip.py, commit f5988cc09713315817df6a7e327e258013a94440, MIT License.
def strip(user_string: str, characters: str = " \t\n\r") -> str:
    """
    Remove leading and trailing characters (whitespace by default) from a string.

    Args:
        user_string (str): The input string to be stripped.
        characters (str, optional): Optional characters to be removed
                (default is whitespace).

    Returns:
        str: The stripped string.

    Examples:
        >>> strip("   hello   ")
        'hello'
        >>> strip("...world...", ".")
        'world'
        >>> strip("123hello123", "123")
        'hello'
        >>> strip("")
        ''
    """

    start = 0
    end = len(user_string)

    while start < end and user_string[start] in characters:
        start += 1

    while end > start and user_string[end - 1] in characters:
        end -= 1

    return user_string[start:end]


# --- driver (added for nnscope): the examples of the docstrings above, printed ---
def _show(v):
    if v is not None:
        print(repr(v))

try:
    _show(strip("   hello   "))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(strip("...world...", "."))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(strip("123hello123", "123"))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(strip(""))
except Exception as _e:
    print(type(_e).__name__, _e)
