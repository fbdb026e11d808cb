# TheAlgorithms/Python, conversions/excel_title_to_column.py, commit f5988cc09713315817df6a7e327e258013a94440, MIT License.
def excel_title_to_column(column_title: str) -> int:
    """
    Given a string column_title that represents
    the column title in an Excel sheet, return
    its corresponding column number.

    >>> excel_title_to_column("A")
    1
    >>> excel_title_to_column("B")
    2
    >>> excel_title_to_column("AB")
    28
    >>> excel_title_to_column("Z")
    26
    """
    assert column_title.isupper()
    answer = 0
    index = len(column_title) - 1
    power = 0

    while index >= 0:
        value = (ord(column_title[index]) - 64) * pow(26, power)
        answer += value
        power += 1
        index -= 1

    return answer


# (the `if __name__ == "__main__":` block is removed: the driver below calls the code)


# --- driver (added for nnscope): the examples of the docstrings above, printed ---
def _show(v):
    if v is not None:
        print(repr(v))

try:
    _show(excel_title_to_column("A"))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(excel_title_to_column("B"))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(excel_title_to_column("AB"))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(excel_title_to_column("Z"))
except Exception as _e:
    print(type(_e).__name__, _e)
