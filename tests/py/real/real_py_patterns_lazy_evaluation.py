# faif/python-patterns, patterns/creational/lazy_evaluation.py, commit 74151cfec27663a968f44185adada7c2a1f38165, no license file in the repository.
"""
Lazily-evaluated property pattern in Python.

https://en.wikipedia.org/wiki/Lazy_evaluation

*References:
bottle
https://github.com/bottlepy/bottle/blob/cafc15419cbb4a6cb748e6ecdccf92893bb25ce5/bottle.py#L270
django
https://github.com/django/django/blob/ffd18732f3ee9e6f0374aff9ccf350d85187fac2/django/utils/functional.py#L19
pip
https://github.com/pypa/pip/blob/cb75cca785629e15efb46c35903827b3eae13481/pip/utils/__init__.py#L821
pyramid
https://github.com/Pylons/pyramid/blob/7909e9503cdfc6f6e84d2c7ace1d3c03ca1d8b73/pyramid/decorator.py#L4
werkzeug
https://github.com/pallets/werkzeug/blob/5a2bf35441006d832ab1ed5a31963cbc366c99ac/werkzeug/utils.py#L35

*TL;DR
Delays the eval of an expr until its value is needed and avoids repeated evals.
"""

import functools
from typing import Callable, Type


class lazy_property:
    def __init__(self, function: Callable) -> None:
        self.function = function
        functools.update_wrapper(self, function)

    def __get__(self, obj: "Person", type_: Type["Person"]) -> str:
        if obj is None:
            return self
        val = self.function(obj)
        obj.__dict__[self.function.__name__] = val
        return val


def lazy_property2(fn: Callable) -> property:
    """
    A lazy property decorator.

    The function decorated is called the first time to retrieve the result and
    then that calculated result is used the next time you access the value.
    """
    attr = "_lazy__" + fn.__name__

    @property
    def _lazy_property(self):
        if not hasattr(self, attr):
            setattr(self, attr, fn(self))
        return getattr(self, attr)

    return _lazy_property


class Person:
    def __init__(self, name: str, occupation: str) -> None:
        self.name = name
        self.occupation = occupation
        self.call_count2 = 0

    @lazy_property
    def relatives(self) -> str:
        # Get all relatives, let's assume that it costs much time.
        relatives = "Many relatives."
        return relatives

    @lazy_property2
    def parents(self) -> str:
        self.call_count2 += 1
        return "Father and mother"


def main():
    """
    >>> Jhon = Person('Jhon', 'Coder')

    >>> Jhon.name
    'Jhon'
    >>> Jhon.occupation
    'Coder'

    # Before we access `relatives`
    >>> sorted(Jhon.__dict__.items())
    [('call_count2', 0), ('name', 'Jhon'), ('occupation', 'Coder')]

    >>> Jhon.relatives
    'Many relatives.'

    # After we've accessed `relatives`
    >>> sorted(Jhon.__dict__.items())
    [('call_count2', 0), ..., ('relatives', 'Many relatives.')]

    >>> Jhon.parents
    'Father and mother'

    >>> sorted(Jhon.__dict__.items())
    [('_lazy__parents', 'Father and mother'), ('call_count2', 1), ..., ('relatives', 'Many relatives.')]

    >>> Jhon.parents
    'Father and mother'

    >>> Jhon.call_count2
    1
    """


# (the `if __name__ == "__main__":` block is removed: the driver below calls the code)


# --- driver (added for nnscope): the examples of the docstrings above, printed ---
def _show(v):
    if v is not None:
        print(repr(v))

try:
    Jhon = Person('Jhon', 'Coder')
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(Jhon.name)
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(Jhon.occupation)
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(sorted(Jhon.__dict__.items()))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(Jhon.relatives)
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(sorted(Jhon.__dict__.items()))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(Jhon.parents)
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(sorted(Jhon.__dict__.items()))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(Jhon.parents)
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(Jhon.call_count2)
except Exception as _e:
    print(type(_e).__name__, _e)
