# TheAlgorithms/Python, strings/split.py, commit f5988cc09713315817df6a7e327e258013a94440, MIT License.
def split(string: str, separator: str = " ") -> list:
    """
    Will split the string up into all the values separated by the separator
    (defaults to spaces)

    >>> split("apple#banana#cherry#orange",separator='#')
    ['apple', 'banana', 'cherry', 'orange']

    >>> split("Hello there")
    ['Hello', 'there']

    >>> split("11/22/63",separator = '/')
    ['11', '22', '63']

    >>> split("12:43:39",separator = ":")
    ['12', '43', '39']

    >>> split(";abbb;;c;", separator=';')
    ['', 'abbb', '', 'c', '']
    """

    split_words = []

    last_index = 0
    for index, char in enumerate(string):
        if char == separator:
            split_words.append(string[last_index:index])
            last_index = index + 1
        if index + 1 == len(string):
            split_words.append(string[last_index : index + 1])
    return split_words


# (the `if __name__ == "__main__":` block is removed: the driver below calls the code)


# --- driver (added for nnscope): the examples of the docstrings above, printed ---
def _show(v):
    if v is not None:
        print(repr(v))

try:
    _show(split("apple#banana#cherry#orange",separator='#'))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(split("Hello there"))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(split("11/22/63",separator = '/'))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(split("12:43:39",separator = ":"))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(split(";abbb;;c;", separator=';'))
except Exception as _e:
    print(type(_e).__name__, _e)
