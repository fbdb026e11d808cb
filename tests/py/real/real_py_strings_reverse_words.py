# TheAlgorithms/Python, strings/reverse_words.py, commit f5988cc09713315817df6a7e327e258013a94440, MIT License.
def reverse_words(sentence: str) -> str:
    """Reverse the order of words in a given string.

    Extra whitespace between words is ignored.

    >>> reverse_words("I love Python")
    'Python love I'
    >>> reverse_words("I     Love          Python")
    'Python Love I'
    """
    return " ".join(sentence.split()[::-1])


# (the `if __name__ == "__main__":` block is removed: the driver below calls the code)


# --- driver (added for nnscope): the examples of the docstrings above, printed ---
def _show(v):
    if v is not None:
        print(repr(v))

try:
    _show(reverse_words("I love Python"))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(reverse_words("I     Love          Python"))
except Exception as _e:
    print(type(_e).__name__, _e)
