# TheAlgorithms/Python, strings/is_srilankan_phone_number.py, commit f5988cc09713315817df6a7e327e258013a94440, MIT License.
import re


def is_sri_lankan_phone_number(phone: str) -> bool:
    """
    Determine whether the string is a valid sri lankan mobile phone number or not
    References: https://aye.sh/blog/sri-lankan-phone-number-regex

    >>> is_sri_lankan_phone_number("+94773283048")
    True
    >>> is_sri_lankan_phone_number("+9477-3283048")
    True
    >>> is_sri_lankan_phone_number("0718382399")
    True
    >>> is_sri_lankan_phone_number("0094702343221")
    True
    >>> is_sri_lankan_phone_number("075 3201568")
    True
    >>> is_sri_lankan_phone_number("07779209245")
    False
    >>> is_sri_lankan_phone_number("0957651234")
    False
    """

    pattern = re.compile(r"^(?:0|94|\+94|0{2}94)7(0|1|2|4|5|6|7|8)(-| |)\d{7}$")

    return bool(re.search(pattern, phone))


# (the `if __name__ == "__main__":` block is removed: the driver below calls the code)


# --- driver (added for nnscope): the examples of the docstrings above, printed ---
def _show(v):
    if v is not None:
        print(repr(v))

try:
    _show(is_sri_lankan_phone_number("+94773283048"))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(is_sri_lankan_phone_number("+9477-3283048"))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(is_sri_lankan_phone_number("0718382399"))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(is_sri_lankan_phone_number("0094702343221"))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(is_sri_lankan_phone_number("075 3201568"))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(is_sri_lankan_phone_number("07779209245"))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(is_sri_lankan_phone_number("0957651234"))
except Exception as _e:
    print(type(_e).__name__, _e)
