# donnemartin/interactive-coding-challenges (Apache-2.0) @ 358f2cc60426d5c4c3d7d580910eec9a7b393fa9: bit_manipulation/bits_to_flip/bits_to_flip_solution.ipynb
# The notebook's code cells in order, verbatim; IPython magics played out (tests/tools/real-corpus-nb.py).
class Bits(object):

    def bits_to_flip(self, a, b):
        if a is None or b is None:
            raise TypeError('a or b cannot be None')
        count = 0
        c = a ^ b
        while c:
            count += c & 1
            c >>= 1
        return count

# (%run test_bits_to_flip.py: the cell above that wrote it)
import unittest


class TestBits(unittest.TestCase):

    def test_bits_to_flip(self):
        bits = Bits()
        a = int('11101', base=2)
        b = int('01111', base=2)
        expected = 2
        self.assertEqual(bits.bits_to_flip(a, b), expected)
        print('Success: test_bits_to_flip')


def main():
    test = TestBits()
    test.test_bits_to_flip()


if __name__ == '__main__':
    main()
