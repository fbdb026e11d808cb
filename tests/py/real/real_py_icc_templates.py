# donnemartin/interactive-coding-challenges (Apache-2.0) @ 358f2cc60426d5c4c3d7d580910eec9a7b393fa9: templates/foo_solution.ipynb
# The notebook's code cells in order, verbatim; IPython magics played out (tests/tools/real-corpus-nb.py).
def foo(val):
    return val

# (%run test_foo.py: the cell above that wrote it)
import unittest


class TestFoo(unittest.TestCase):

    def test_foo(self):
        self.assertEqual(foo(None), None)
        self.assertEqual(foo(0), 0)
        self.assertEqual(foo('bar'), 'bar')
        print('Success: test_foo')


def main():
    test = TestFoo()
    test.test_foo()


if __name__ == '__main__':
    main()
