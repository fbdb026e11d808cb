# TheAlgorithms/Python, other/sdes.py, commit f5988cc09713315817df6a7e327e258013a94440, MIT License.
def apply_table(inp, table):
    """
    >>> apply_table("0123456789", list(range(10)))
    '9012345678'
    >>> apply_table("0123456789", list(range(9, -1, -1)))
    '8765432109'
    """
    res = ""
    for i in table:
        res += inp[i - 1]
    return res


def left_shift(data):
    """
    >>> left_shift("0123456789")
    '1234567890'
    """
    return data[1:] + data[0]


def xor(a, b):
    """
    >>> xor("01010101", "00001111")
    '01011010'
    """
    res = ""
    for i in range(len(a)):
        if a[i] == b[i]:
            res += "0"
        else:
            res += "1"
    return res


def apply_sbox(s, data):
    row = int("0b" + data[0] + data[-1], 2)
    col = int("0b" + data[1:3], 2)
    return bin(s[row][col])[2:]


def function(expansion, s0, s1, key, message):
    left = message[:4]
    right = message[4:]
    temp = apply_table(right, expansion)
    temp = xor(temp, key)
    left_bin_str = apply_sbox(s0, temp[:4])
    right_bin_str = apply_sbox(s1, temp[4:])
    left_bin_str = "0" * (2 - len(left_bin_str)) + left_bin_str
    right_bin_str = "0" * (2 - len(right_bin_str)) + right_bin_str
    temp = apply_table(left_bin_str + right_bin_str, p4_table)
    temp = xor(left, temp)
    return temp + right


# (the `if __name__ == "__main__":` block is removed: the driver below calls the code)


# --- driver (added for nnscope): the examples of the docstrings above, printed ---
def _show(v):
    if v is not None:
        print(repr(v))

try:
    _show(apply_table("0123456789", list(range(10))))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(apply_table("0123456789", list(range(9, -1, -1))))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(left_shift("0123456789"))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(xor("01010101", "00001111"))
except Exception as _e:
    print(type(_e).__name__, _e)
