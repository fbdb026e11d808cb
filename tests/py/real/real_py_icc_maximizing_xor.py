# donnemartin/interactive-coding-challenges (Apache-2.0) @ 358f2cc60426d5c4c3d7d580910eec9a7b393fa9: online_judges/maximizing_xor/maximizing_xor_solution.ipynb
# The notebook's code cells in order, verbatim; IPython magics played out (tests/tools/real-corpus-nb.py).
class Solution(object):

    def max_xor(self, lower, upper):
        result = 0
        for l in range(lower, upper + 1):
            for u in range(lower, upper + 1):
                curr = l ^ u
                if result < curr:
                    result = curr
        return result

# (%run test_maximizing_xor.py: the cell above that wrote it)
import unittest


class TestMaximizingXor(unittest.TestCase):

    def test_maximizing_xor(self):
        solution = Solution()
        self.assertEqual(solution.max_xor(10, 15), 7)
        print('Success: test_maximizing_xor')


def main():
    test = TestMaximizingXor()
    test.test_maximizing_xor()


if __name__ == '__main__':
    main()
