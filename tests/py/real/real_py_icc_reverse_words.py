# donnemartin/interactive-coding-challenges (Apache-2.0) @ 358f2cc60426d5c4c3d7d580910eec9a7b393fa9: staging/arrays_strings/reverse_words/reverse_words_solution.ipynb
# The notebook's code cells in order, verbatim; IPython magics played out (tests/tools/real-corpus-nb.py).
def reverse_words(S):
    if len(S) is 0:
        return None

    words = S.split()
    for i in range (len(words)):
        words[i] = words[i][::-1]

    return " ".join(words)

# (%run reverse_words_solution.py: the cell above that wrote it)
import unittest


class TestReverseWords(unittest.TestCase):

    def testReverseWords(self, func):
            self.assertEqual(func('the sun is hot'), 'eht nus si toh')
            self.assertEqual(func(''), None)
            self.assertEqual(func('123 456 789'), '321 654 987')
            self.assertEqual(func('magic'), 'cigam')
            print('Success: reverse_words')


def main():
    test = TestReverseWords()
    test.testReverseWords(reverse_words)


if __name__=="__main__":
  main()
