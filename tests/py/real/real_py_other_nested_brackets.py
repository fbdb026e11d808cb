# TheAlgorithms/Python, other/nested_brackets.py, commit f5988cc09713315817df6a7e327e258013a94440, MIT License.
"""
The nested brackets problem is a problem that determines if a sequence of
brackets are properly nested.  A sequence of brackets s is considered properly nested
if any of the following conditions are true:

    - s is empty
    - s has the form (U) or [U] or {U} where U is a properly nested string
    - s has the form VW where V and W are properly nested strings

For example, the string "()()[()]" is properly nested but "[(()]" is not.

The function called is_balanced takes as input a string S which is a sequence of
brackets and returns true if S is nested and false otherwise.
"""


def is_balanced(s: str) -> bool:
    """
    >>> is_balanced("")
    True
    >>> is_balanced("()")
    True
    >>> is_balanced("[]")
    True
    >>> is_balanced("{}")
    True
    >>> is_balanced("()[]{}")
    True
    >>> is_balanced("(())")
    True
    >>> is_balanced("[[")
    False
    >>> is_balanced("([{}])")
    True
    >>> is_balanced("(()[)]")
    False
    >>> is_balanced("([)]")
    False
    >>> is_balanced("[[()]]")
    True
    >>> is_balanced("(()(()))")
    True
    >>> is_balanced("]")
    False
    >>> is_balanced("Life is a bowl of cherries.")
    True
    >>> is_balanced("Life is a bowl of che{}ies.")
    True
    >>> is_balanced("Life is a bowl of che}{ies.")
    False
    """
    open_to_closed = {"{": "}", "[": "]", "(": ")"}
    stack = []
    for symbol in s:
        if symbol in open_to_closed:
            stack.append(symbol)
        elif symbol in open_to_closed.values() and (
            not stack or open_to_closed[stack.pop()] != symbol
        ):
            return False
    return not stack  # stack should be empty


def main():
    s = input("Enter sequence of brackets: ")
    print(f"'{s}' is {'' if is_balanced(s) else 'not '}balanced.")


# (the `if __name__ == "__main__":` block is removed: the driver below calls the code)


# --- driver (added for nnscope): the examples of the docstrings above, printed ---
def _show(v):
    if v is not None:
        print(repr(v))

try:
    _show(is_balanced(""))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(is_balanced("()"))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(is_balanced("[]"))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(is_balanced("{}"))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(is_balanced("()[]{}"))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(is_balanced("(())"))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(is_balanced("[["))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(is_balanced("([{}])"))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(is_balanced("(()[)]"))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(is_balanced("([)]"))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(is_balanced("[[()]]"))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(is_balanced("(()(()))"))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(is_balanced("]"))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(is_balanced("Life is a bowl of cherries."))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(is_balanced("Life is a bowl of che{}ies."))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(is_balanced("Life is a bowl of che}{ies."))
except Exception as _e:
    print(type(_e).__name__, _e)
