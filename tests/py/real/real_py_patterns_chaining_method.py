# faif/python-patterns, patterns/behavioral/chaining_method.py, commit 74151cfec27663a968f44185adada7c2a1f38165, no license file in the repository.
from __future__ import annotations


class Person:
    def __init__(self, name: str) -> None:
        self.name = name

    def do_action(self, action: Action) -> Action:
        print(self.name, action.name, end=" ")
        return action


class Action:
    def __init__(self, name: str) -> None:
        self.name = name

    def amount(self, val: str) -> Action:
        print(val, end=" ")
        return self

    def stop(self) -> None:
        print("then stop")


def main():
    """
    >>> move = Action('move')
    >>> person = Person('Jack')
    >>> person.do_action(move).amount('5m').stop()
    Jack move 5m then stop
    """


# (the `if __name__ == "__main__":` block is removed: the driver below calls the code)


# --- driver (added for nnscope): the examples of the docstrings above, printed ---
def _show(v):
    if v is not None:
        print(repr(v))

try:
    move = Action('move')
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    person = Person('Jack')
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(person.do_action(move).amount('5m').stop())
except Exception as _e:
    print(type(_e).__name__, _e)
