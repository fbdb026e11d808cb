# TheAlgorithms/Python, ciphers/rot13.py, commit f5988cc09713315817df6a7e327e258013a94440, MIT License.
def dencrypt(s: str, n: int = 13) -> str:
    """
    https://en.wikipedia.org/wiki/ROT13

    >>> msg = "My secret bank account number is 173-52946 so don't tell anyone!!"
    >>> s = dencrypt(msg)
    >>> s
    "Zl frperg onax nppbhag ahzore vf 173-52946 fb qba'g gryy nalbar!!"
    >>> dencrypt(s) == msg
    True
    """
    out = ""
    for c in s:
        if "A" <= c <= "Z":
            out += chr(ord("A") + (ord(c) - ord("A") + n) % 26)
        elif "a" <= c <= "z":
            out += chr(ord("a") + (ord(c) - ord("a") + n) % 26)
        else:
            out += c
    return out


def main() -> None:
    s0 = input("Enter message: ")

    s1 = dencrypt(s0, 13)
    print("Encryption:", s1)

    s2 = dencrypt(s1, 13)
    print("Decryption: ", s2)


# (the `if __name__ == "__main__":` block is removed: the driver below calls the code)


# --- driver (added for nnscope): the examples of the docstrings above, printed ---
def _show(v):
    if v is not None:
        print(repr(v))

try:
    msg = "My secret bank account number is 173-52946 so don't tell anyone!!"
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    s = dencrypt(msg)
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(s)
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(dencrypt(s) == msg)
except Exception as _e:
    print(type(_e).__name__, _e)
