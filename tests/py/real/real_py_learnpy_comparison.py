# trekhleb/learn-python, src/operators/test_comparison.py, commit 5e4fad5903ce5a76cc1f90838d69a220968e1494, MIT License.
"""Comparison operators

@see: https://www.w3schools.com/python/python_operators.asp

Comparison operators are used to compare two values.
"""


def test_comparison_operators():
    """Comparison operators"""

    # Equal.
    number = 5
    assert number == 5

    # Not equal.
    number = 5
    assert number != 3

    # Greater than.
    number = 5
    assert number > 3

    # Less than.
    number = 5
    assert number < 8

    # Greater than or equal to
    number = 5
    assert number >= 5
    assert number >= 4

    # Less than or equal to
    number = 5
    assert number <= 5
    assert number <= 6


# --- driver (added for nnscope): each test function above is called, its result printed ---
try:
    test_comparison_operators()
    print('test_comparison_operators', "ok")
except Exception as _e:
    print('test_comparison_operators', type(_e).__name__, _e)
