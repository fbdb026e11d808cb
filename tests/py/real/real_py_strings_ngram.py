# TheAlgorithms/Python, strings/ngram.py, commit f5988cc09713315817df6a7e327e258013a94440, MIT License.
"""
https://en.wikipedia.org/wiki/N-gram
"""


def create_ngram(sentence: str, ngram_size: int) -> list[str]:
    """
    Create ngrams from a sentence

    >>> create_ngram("I am a sentence", 2)
    ['I ', ' a', 'am', 'm ', ' a', 'a ', ' s', 'se', 'en', 'nt', 'te', 'en', 'nc', 'ce']
    >>> create_ngram("I am an NLPer", 2)
    ['I ', ' a', 'am', 'm ', ' a', 'an', 'n ', ' N', 'NL', 'LP', 'Pe', 'er']
    >>> create_ngram("This is short", 50)
    []
    """
    return [sentence[i : i + ngram_size] for i in range(len(sentence) - ngram_size + 1)]


# (the `if __name__ == "__main__":` block is removed: the driver below calls the code)


# --- driver (added for nnscope): the examples of the docstrings above, printed ---
def _show(v):
    if v is not None:
        print(repr(v))

try:
    _show(create_ngram("I am a sentence", 2))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(create_ngram("I am an NLPer", 2))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(create_ngram("This is short", 50))
except Exception as _e:
    print(type(_e).__name__, _e)
