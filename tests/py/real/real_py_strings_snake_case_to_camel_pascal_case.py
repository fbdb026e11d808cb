# TheAlgorithms/Python, strings/snake_case_to_camel_pascal_case.py, commit f5988cc09713315817df6a7e327e258013a94440, MIT License.
def snake_to_camel_case(input_str: str, use_pascal: bool = False) -> str:
    """
    Transforms a snake_case given string to camelCase (or PascalCase if indicated)
    (defaults to not use Pascal)

    >>> snake_to_camel_case("some_random_string")
    'someRandomString'

    >>> snake_to_camel_case("some_random_string", use_pascal=True)
    'SomeRandomString'

    >>> snake_to_camel_case("some_random_string_with_numbers_123")
    'someRandomStringWithNumbers123'

    >>> snake_to_camel_case("some_random_string_with_numbers_123", use_pascal=True)
    'SomeRandomStringWithNumbers123'

    >>> snake_to_camel_case(123)
    Traceback (most recent call last):
        ...
    ValueError: Expected string as input, found <class 'int'>

    >>> snake_to_camel_case("some_string", use_pascal="True")
    Traceback (most recent call last):
        ...
    ValueError: Expected boolean as use_pascal parameter, found <class 'str'>
    """

    if not isinstance(input_str, str):
        msg = f"Expected string as input, found {type(input_str)}"
        raise ValueError(msg)
    if not isinstance(use_pascal, bool):
        msg = f"Expected boolean as use_pascal parameter, found {type(use_pascal)}"
        raise ValueError(msg)

    words = input_str.split("_")

    start_index = 0 if use_pascal else 1

    words_to_capitalize = words[start_index:]

    capitalized_words = [word[0].upper() + word[1:] for word in words_to_capitalize]

    initial_word = "" if use_pascal else words[0]

    return "".join([initial_word, *capitalized_words])


# (the `if __name__ == "__main__":` block is removed: the driver below calls the code)


# --- driver (added for nnscope): the examples of the docstrings above, printed ---
def _show(v):
    if v is not None:
        print(repr(v))

try:
    _show(snake_to_camel_case("some_random_string"))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(snake_to_camel_case("some_random_string", use_pascal=True))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(snake_to_camel_case("some_random_string_with_numbers_123"))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(snake_to_camel_case("some_random_string_with_numbers_123", use_pascal=True))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(snake_to_camel_case(123))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(snake_to_camel_case("some_string", use_pascal="True"))
except Exception as _e:
    print(type(_e).__name__, _e)
