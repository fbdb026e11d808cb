# TheAlgorithms/Python, strings/alternative_string_arrange.py, commit f5988cc09713315817df6a7e327e258013a94440, MIT License.
def alternative_string_arrange(first_str: str, second_str: str) -> str:
    """
    Return the alternative arrangements of the two strings.
    :param first_str:
    :param second_str:
    :return: String
    >>> alternative_string_arrange("ABCD", "XY")
    'AXBYCD'
    >>> alternative_string_arrange("XY", "ABCD")
    'XAYBCD'
    >>> alternative_string_arrange("AB", "XYZ")
    'AXBYZ'
    >>> alternative_string_arrange("ABC", "")
    'ABC'
    """
    first_str_length: int = len(first_str)
    second_str_length: int = len(second_str)
    abs_length: int = (
        first_str_length if first_str_length > second_str_length else second_str_length
    )
    output_list: list = []
    for char_count in range(abs_length):
        if char_count < first_str_length:
            output_list.append(first_str[char_count])
        if char_count < second_str_length:
            output_list.append(second_str[char_count])
    return "".join(output_list)


# (the `if __name__ == "__main__":` block is removed: the driver below calls the code)


# --- driver (added for nnscope): the examples of the docstrings above, printed ---
def _show(v):
    if v is not None:
        print(repr(v))

try:
    _show(alternative_string_arrange("ABCD", "XY"))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(alternative_string_arrange("XY", "ABCD"))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(alternative_string_arrange("AB", "XYZ"))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(alternative_string_arrange("ABC", ""))
except Exception as _e:
    print(type(_e).__name__, _e)
