# TheAlgorithms/Python, strings/word_occurrence.py, commit f5988cc09713315817df6a7e327e258013a94440, MIT License.
# Created by sarathkaul on 17/11/19
# Modified by Arkadip Bhattacharya(@darkmatter18) on 20/04/2020
from collections import defaultdict


def word_occurrence(sentence: str) -> dict:
    """
    >>> from collections import Counter
    >>> SENTENCE = "a b A b c b d b d e f e g e h e i e j e 0"
    >>> occurence_dict = word_occurrence(SENTENCE)
    >>> all(occurence_dict[word] == count for word, count
    ...     in Counter(SENTENCE.split()).items())
    True
    >>> dict(word_occurrence("Two  spaces"))
    {'Two': 1, 'spaces': 1}
    """
    occurrence: defaultdict[str, int] = defaultdict(int)
    # Creating a dictionary containing count of each word
    for word in sentence.split():
        occurrence[word] += 1
    return occurrence


# (the `if __name__ == "__main__":` block is removed: the driver below calls the code)


# --- driver (added for nnscope): the examples of the docstrings above, printed ---
def _show(v):
    if v is not None:
        print(repr(v))

try:
    from collections import Counter
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    SENTENCE = "a b A b c b d b d e f e g e h e i e j e 0"
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    occurence_dict = word_occurrence(SENTENCE)
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show((
    all(occurence_dict[word] == count for word, count
        in Counter(SENTENCE.split()).items())
    ))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(dict(word_occurrence("Two  spaces")))
except Exception as _e:
    print(type(_e).__name__, _e)
