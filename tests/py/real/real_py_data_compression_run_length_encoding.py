# TheAlgorithms/Python, data_compression/run_length_encoding.py, commit f5988cc09713315817df6a7e327e258013a94440, MIT License.
# https://en.wikipedia.org/wiki/Run-length_encoding


def run_length_encode(text: str) -> list:
    """
    Performs Run Length Encoding
    >>> run_length_encode("AAAABBBCCDAA")
    [('A', 4), ('B', 3), ('C', 2), ('D', 1), ('A', 2)]
    >>> run_length_encode("A")
    [('A', 1)]
    >>> run_length_encode("AA")
    [('A', 2)]
    >>> run_length_encode("AAADDDDDDFFFCCCAAVVVV")
    [('A', 3), ('D', 6), ('F', 3), ('C', 3), ('A', 2), ('V', 4)]
    """
    encoded = []
    count = 1

    for i in range(len(text)):
        if i + 1 < len(text) and text[i] == text[i + 1]:
            count += 1
        else:
            encoded.append((text[i], count))
            count = 1

    return encoded


def run_length_decode(encoded: list) -> str:
    """
    Performs Run Length Decoding
    >>> run_length_decode([('A', 4), ('B', 3), ('C', 2), ('D', 1), ('A', 2)])
    'AAAABBBCCDAA'
    >>> run_length_decode([('A', 1)])
    'A'
    >>> run_length_decode([('A', 2)])
    'AA'
    >>> run_length_decode([('A', 3), ('D', 6), ('F', 3), ('C', 3), ('A', 2), ('V', 4)])
    'AAADDDDDDFFFCCCAAVVVV'
    """
    return "".join(char * length for char, length in encoded)


# (the `if __name__ == "__main__":` block is removed: the driver below calls the code)


# --- driver (added for nnscope): the examples of the docstrings above, printed ---
def _show(v):
    if v is not None:
        print(repr(v))

try:
    _show(run_length_encode("AAAABBBCCDAA"))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(run_length_encode("A"))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(run_length_encode("AA"))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(run_length_encode("AAADDDDDDFFFCCCAAVVVV"))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(run_length_decode([('A', 4), ('B', 3), ('C', 2), ('D', 1), ('A', 2)]))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(run_length_decode([('A', 1)]))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(run_length_decode([('A', 2)]))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(run_length_decode([('A', 3), ('D', 6), ('F', 3), ('C', 3), ('A', 2), ('V', 4)]))
except Exception as _e:
    print(type(_e).__name__, _e)
