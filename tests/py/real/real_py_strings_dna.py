# TheAlgorithms/Python, strings/dna.py, commit f5988cc09713315817df6a7e327e258013a94440, MIT License.
import re


def dna(dna: str) -> str:
    """
    https://en.wikipedia.org/wiki/DNA
    Returns the second side of a DNA strand

    >>> dna("GCTA")
    'CGAT'
    >>> dna("ATGC")
    'TACG'
    >>> dna("CTGA")
    'GACT'
    >>> dna("GFGG")
    Traceback (most recent call last):
        ...
    ValueError: Invalid Strand
    """

    if len(re.findall("[ATCG]", dna)) != len(dna):
        raise ValueError("Invalid Strand")

    return dna.translate(dna.maketrans("ATCG", "TAGC"))


# (the `if __name__ == "__main__":` block is removed: the driver below calls the code)


# --- driver (added for nnscope): the examples of the docstrings above, printed ---
def _show(v):
    if v is not None:
        print(repr(v))

try:
    _show(dna("GCTA"))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(dna("ATGC"))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(dna("CTGA"))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(dna("GFGG"))
except Exception as _e:
    print(type(_e).__name__, _e)
