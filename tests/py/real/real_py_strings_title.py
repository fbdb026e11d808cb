# TheAlgorithms/Python, strings/title.py, commit f5988cc09713315817df6a7e327e258013a94440, MIT License.
def to_title_case(word: str) -> str:
    """
    Converts a string to capitalized case, preserving the input as is

    >>> to_title_case("Aakash")
    'Aakash'

    >>> to_title_case("aakash")
    'Aakash'

    >>> to_title_case("AAKASH")
    'Aakash'

    >>> to_title_case("aAkAsH")
    'Aakash'
    """

    """
    Convert the first character to uppercase if it's lowercase
    """
    if "a" <= word[0] <= "z":
        word = chr(ord(word[0]) - 32) + word[1:]

    """
    Convert the remaining characters to lowercase if they are uppercase
    """
    for i in range(1, len(word)):
        if "A" <= word[i] <= "Z":
            word = word[:i] + chr(ord(word[i]) + 32) + word[i + 1 :]

    return word


def sentence_to_title_case(input_str: str) -> str:
    """
    Converts a string to title case, preserving the input as is

    >>> sentence_to_title_case("Aakash Giri")
    'Aakash Giri'

    >>> sentence_to_title_case("aakash giri")
    'Aakash Giri'

    >>> sentence_to_title_case("AAKASH GIRI")
    'Aakash Giri'

    >>> sentence_to_title_case("aAkAsH gIrI")
    'Aakash Giri'
    """

    return " ".join(to_title_case(word) for word in input_str.split())


# (the `if __name__ == "__main__":` block is removed: the driver below calls the code)


# --- driver (added for nnscope): the examples of the docstrings above, printed ---
def _show(v):
    if v is not None:
        print(repr(v))

try:
    _show(to_title_case("Aakash"))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(to_title_case("aakash"))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(to_title_case("AAKASH"))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(to_title_case("aAkAsH"))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(sentence_to_title_case("Aakash Giri"))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(sentence_to_title_case("aakash giri"))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(sentence_to_title_case("AAKASH GIRI"))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(sentence_to_title_case("aAkAsH gIrI"))
except Exception as _e:
    print(type(_e).__name__, _e)
