# trekhleb/learn-python, src/control_flow/test_if.py, commit 5e4fad5903ce5a76cc1f90838d69a220968e1494, MIT License.
"""IF statement

@see: https://docs.python.org/3/tutorial/controlflow.html

There can be zero or more elif parts, and the else part is optional. The keyword ‘elif’ is
short for ‘else if’, and is useful to avoid excessive indentation.

An if … elif … elif … sequence is a substitute for the switch or case statements found
in other languages.
"""


def test_if_statement():
    """IF statement"""

    number = 15
    conclusion = ''

    if number < 0:
        conclusion = 'Number is less than zero'
    elif number == 0:
        conclusion = 'Number equals to zero'
    elif number < 1:
        conclusion = 'Number is greater than zero but less than one'
    else:
        conclusion = 'Number bigger than or equal to one'

    assert conclusion == 'Number bigger than or equal to one'


# --- driver (added for nnscope): each test function above is called, its result printed ---
try:
    test_if_statement()
    print('test_if_statement', "ok")
except Exception as _e:
    print('test_if_statement', type(_e).__name__, _e)
