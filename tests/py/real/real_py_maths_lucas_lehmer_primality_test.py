# TheAlgorithms/Python, maths/lucas_lehmer_primality_test.py, commit f5988cc09713315817df6a7e327e258013a94440, MIT License.
"""
In mathematics, the Lucas-Lehmer test (LLT) is a primality test for Mersenne
numbers.  https://en.wikipedia.org/wiki/Lucas%E2%80%93Lehmer_primality_test

A Mersenne number is a number that is one less than a power of two.
That is M_p = 2^p - 1
https://en.wikipedia.org/wiki/Mersenne_prime

The Lucas-Lehmer test is the primality test used by the
Great Internet Mersenne Prime Search (GIMPS) to locate large primes.
"""


# Primality test 2^p - 1
# Return true if 2^p - 1 is prime
def lucas_lehmer_test(p: int) -> bool:
    """
    >>> lucas_lehmer_test(p=7)
    True

    >>> lucas_lehmer_test(p=11)
    False

    # M_11 = 2^11 - 1 = 2047 = 23 * 89
    """

    if p < 2:
        raise ValueError("p should not be less than 2!")
    elif p == 2:
        return True

    s = 4
    m = (1 << p) - 1
    for _ in range(p - 2):
        s = ((s * s) - 2) % m
    return s == 0


# (the `if __name__ == "__main__":` block is removed: the driver below calls the code)


# --- driver (added for nnscope): the examples of the docstrings above, printed ---
def _show(v):
    if v is not None:
        print(repr(v))

try:
    _show(lucas_lehmer_test(p=7))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(lucas_lehmer_test(p=11))
except Exception as _e:
    print(type(_e).__name__, _e)
