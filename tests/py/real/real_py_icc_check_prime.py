# donnemartin/interactive-coding-challenges (Apache-2.0) @ 358f2cc60426d5c4c3d7d580910eec9a7b393fa9: math_probability/check_prime/check_prime_solution.ipynb
# The notebook's code cells in order, verbatim; IPython magics played out (tests/tools/real-corpus-nb.py).
import math


class Math(object):

    def check_prime(self, num):
        if num is None:
            raise TypeError('num cannot be None')
        if num < 2:
            return False
        for i in range(2, num):
            if num % i == 0:
                return False
        return True

    def check_prime_optimized(self, num):
        if num is None:
            raise TypeError('num cannot be None')
        if num < 2:
            return False
        for i in range(2, int(math.sqrt(num)+1)):
            if num % i == 0:
                return False
        return True

# (%run test_check_prime.py: the cell above that wrote it)
import unittest


class TestMath(unittest.TestCase):

    def test_check_prime(self):
        math = Math()
        self.assertRaises(TypeError, math.check_prime, None)
        self.assertRaises(TypeError, math.check_prime, 98.6)
        self.assertEqual(math.check_prime(0), False)
        self.assertEqual(math.check_prime(1), False)
        self.assertEqual(math.check_prime(97), True)
        print('Success: test_check_prime')


def main():
    test = TestMath()
    test.test_check_prime()


if __name__ == '__main__':
    main()
