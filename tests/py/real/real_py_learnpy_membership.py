# trekhleb/learn-python, src/operators/test_membership.py, commit 5e4fad5903ce5a76cc1f90838d69a220968e1494, MIT License.
"""Membership operators

@see: https://www.w3schools.com/python/python_operators.asp

Membership operators are used to test if a sequence is presented in an object.
"""


def test_membership_operators():
    """Membership operators"""

    # Let's use the following fruit list to illustrate membership concept.
    fruit_list = ["apple", "banana"]

    # in
    # Returns True if a sequence with the specified value is present in the object.

    # Returns True because a sequence with the value "banana" is in the list
    assert "banana" in fruit_list

    # not in
    # Returns True if a sequence with the specified value is not present in the object

    # Returns True because a sequence with the value "pineapple" is not in the list.
    assert "pineapple" not in fruit_list


# --- driver (added for nnscope): each test function above is called, its result printed ---
try:
    test_membership_operators()
    print('test_membership_operators', "ok")
except Exception as _e:
    print('test_membership_operators', type(_e).__name__, _e)
