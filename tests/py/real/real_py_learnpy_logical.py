# trekhleb/learn-python, src/operators/test_logical.py, commit 5e4fad5903ce5a76cc1f90838d69a220968e1494, MIT License.
"""Logical operators

@see: https://www.w3schools.com/python/python_operators.asp

Logical operators are used to combine conditional statements.
"""


def test_logical_operators():
    """Logical operators"""

    # Let's work with these number to illustrate logic operators.
    first_number = 5
    second_number = 10

    # and
    # Returns True if both statements are true.
    assert first_number > 0 and second_number < 20

    # or
    # Returns True if one of the statements is true
    assert first_number > 5 or second_number < 20

    # not
    # Reverse the result, returns False if the result is true.
    # pylint: disable=unneeded-not
    assert not first_number == second_number
    assert first_number != second_number


# --- driver (added for nnscope): each test function above is called, its result printed ---
try:
    test_logical_operators()
    print('test_logical_operators', "ok")
except Exception as _e:
    print('test_logical_operators', type(_e).__name__, _e)
