# donnemartin/interactive-coding-challenges (Apache-2.0) @ 358f2cc60426d5c4c3d7d580910eec9a7b393fa9: online_judges/license_key/format_license_key_solution.ipynb
# The notebook's code cells in order, verbatim; IPython magics played out (tests/tools/real-corpus-nb.py).
class Solution(object):

    def format_license_key(self, license_key, k):
        if license_key is None:
            raise TypeError('license_key must be a str')
        if not license_key:
            raise ValueError('license_key must not be empty')
        formatted_license_key = []
        num_chars = 0
        for char in license_key[::-1]:
            if char == '-':
                continue
            num_chars += 1
            formatted_license_key.append(char.upper())
            if num_chars >= k:
                formatted_license_key.append('-')
                num_chars = 0
        if formatted_license_key and formatted_license_key[-1] == '-':
            formatted_license_key.pop(-1)
        return ''.join(formatted_license_key[::-1])

# (%run test_format_license_key.py: the cell above that wrote it)
import unittest


class TestSolution(unittest.TestCase):

    def test_format_license_key(self):
        solution = Solution()
        self.assertRaises(TypeError, solution.format_license_key, None, None)
        license_key = '---'
        k = 3
        expected = ''
        self.assertEqual(solution.format_license_key(license_key, k), expected)
        license_key = '2-4A0r7-4k'
        k = 3
        expected = '24-A0R-74K'
        self.assertEqual(solution.format_license_key(license_key, k), expected)
        license_key = '2-4A0r7-4k'
        k = 4
        expected = '24A0-R74K'
        self.assertEqual(solution.format_license_key(license_key, k), expected)
        print('Success: test_format_license_key')

def main():
    test = TestSolution()
    test.test_format_license_key()


if __name__ == '__main__':
    main()
