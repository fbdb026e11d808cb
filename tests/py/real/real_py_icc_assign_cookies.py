# donnemartin/interactive-coding-challenges (Apache-2.0) @ 358f2cc60426d5c4c3d7d580910eec9a7b393fa9: online_judges/assign_cookies/assign_cookies_solution.ipynb
# The notebook's code cells in order, verbatim; IPython magics played out (tests/tools/real-corpus-nb.py).
class Solution(object):

    def find_content_children(self, greed_indices, cookie_sizes):
        if greed_indices is None or cookie_sizes is None:
            raise TypeError('greed_indices or cookie_sizes cannot be None')
        if not greed_indices or not cookie_sizes:
            return 0
        greed_indices.sort()
        cookie_sizes.sort()
        greed_index = 0
        num_children = 0
        for size in cookie_sizes:
            if greed_index >= len(greed_indices):
                break
            if size >= greed_indices[greed_index]:
                num_children += 1
                greed_index += 1
        return num_children

# (%run test_assign_cookie.py: the cell above that wrote it)
import unittest


class TestAssignCookie(unittest.TestCase):

    def test_assign_cookie(self):
        solution = Solution()
        self.assertRaises(TypeError, solution.find_content_children, None, None)
        self.assertEqual(solution.find_content_children([1, 2, 3], 
                                                    [1, 1]), 1)
        self.assertEqual(solution.find_content_children([1, 2], 
                                                    [1, 2, 3]), 2)
        self.assertEqual(solution.find_content_children([7, 8, 9, 10], 
                                                    [5, 6, 7, 8]), 2)
        print('Success: test_find_content_children')


def main():
    test = TestAssignCookie()
    test.test_assign_cookie()


if __name__ == '__main__':
    main()
