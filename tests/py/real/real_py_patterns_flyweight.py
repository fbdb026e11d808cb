# faif/python-patterns, patterns/structural/flyweight.py, commit 74151cfec27663a968f44185adada7c2a1f38165, no license file in the repository.
"""
*What is this pattern about?
This pattern aims to minimise the number of objects that are needed by
a program at run-time. A Flyweight is an object shared by multiple
contexts, and is indistinguishable from an object that is not shared.

The state of a Flyweight should not be affected by it's context, this
is known as its intrinsic state. The decoupling of the objects state
from the object's context, allows the Flyweight to be shared.

*What does this example do?
The example below sets-up an 'object pool' which stores initialised
objects. When a 'Card' is created it first checks to see if it already
exists instead of creating a new one. This aims to reduce the number of
objects initialised by the program.

*References:
http://codesnipers.com/?q=python-flyweights
https://python-patterns.guide/gang-of-four/flyweight/

*Examples in Python ecosystem:
https://docs.python.org/3/library/sys.html#sys.intern

*TL;DR
Minimizes memory usage by sharing data with other similar objects.
"""

import weakref


class Card:
    """The Flyweight"""

    # Could be a simple dict.
    # With WeakValueDictionary garbage collection can reclaim the object
    # when there are no other references to it.
    _pool: weakref.WeakValueDictionary = weakref.WeakValueDictionary()

    def __new__(cls, value: str, suit: str):
        # If the object exists in the pool - just return it
        obj = cls._pool.get(value + suit)
        # otherwise - create new one (and add it to the pool)
        if obj is None:
            obj = object.__new__(Card)
            cls._pool[value + suit] = obj
            # This row does the part we usually see in `__init__`
            obj.value, obj.suit = value, suit
        return obj

    # If you uncomment `__init__` and comment-out `__new__` -
    #   Card becomes normal (non-flyweight).
    # def __init__(self, value, suit):
    #     self.value, self.suit = value, suit

    def __repr__(self) -> str:
        return f"<Card: {self.value}{self.suit}>"


def main():
    """
    >>> c1 = Card('9', 'h')
    >>> c2 = Card('9', 'h')
    >>> c1, c2
    (<Card: 9h>, <Card: 9h>)
    >>> c1 == c2
    True
    >>> c1 is c2
    True

    >>> c1.new_attr = 'temp'
    >>> c3 = Card('9', 'h')
    >>> hasattr(c3, 'new_attr')
    True

    >>> Card._pool.clear()
    >>> c4 = Card('9', 'h')
    >>> hasattr(c4, 'new_attr')
    False
    """


# (the `if __name__ == "__main__":` block is removed: the driver below calls the code)


# --- driver (added for nnscope): the examples of the docstrings above, printed ---
def _show(v):
    if v is not None:
        print(repr(v))

try:
    c1 = Card('9', 'h')
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    c2 = Card('9', 'h')
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(c1, c2)
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(c1 == c2)
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(c1 is c2)
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    c1.new_attr = 'temp'
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    c3 = Card('9', 'h')
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(hasattr(c3, 'new_attr'))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(Card._pool.clear())
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    c4 = Card('9', 'h')
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(hasattr(c4, 'new_attr'))
except Exception as _e:
    print(type(_e).__name__, _e)
