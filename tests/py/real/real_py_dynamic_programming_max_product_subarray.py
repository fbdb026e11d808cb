# TheAlgorithms/Python, dynamic_programming/max_product_subarray.py, commit f5988cc09713315817df6a7e327e258013a94440, MIT License.
def max_product_subarray(numbers: list[int]) -> int:
    """
    Returns the maximum product that can be obtained by multiplying a
    contiguous subarray of the given integer list `numbers`.

    Example:

    >>> max_product_subarray([2, 3, -2, 4])
    6
    >>> max_product_subarray((-2, 0, -1))
    0
    >>> max_product_subarray([2, 3, -2, 4, -1])
    48
    >>> max_product_subarray([-1])
    -1
    >>> max_product_subarray([0])
    0
    >>> max_product_subarray([])
    0
    >>> max_product_subarray("")
    0
    >>> max_product_subarray(None)
    0
    >>> max_product_subarray([2, 3, -2, 4.5, -1])
    Traceback (most recent call last):
        ...
    ValueError: numbers must be an iterable of integers
    >>> max_product_subarray("ABC")
    Traceback (most recent call last):
        ...
    ValueError: numbers must be an iterable of integers
    """
    if not numbers:
        return 0

    if not isinstance(numbers, (list, tuple)) or not all(
        isinstance(number, int) for number in numbers
    ):
        raise ValueError("numbers must be an iterable of integers")

    max_till_now = min_till_now = max_prod = numbers[0]

    for i in range(1, len(numbers)):
        # update the maximum and minimum subarray products
        number = numbers[i]
        if number < 0:
            max_till_now, min_till_now = min_till_now, max_till_now
        max_till_now = max(number, max_till_now * number)
        min_till_now = min(number, min_till_now * number)

        # update the maximum product found till now
        max_prod = max(max_prod, max_till_now)

    return max_prod


# --- driver (added for nnscope): the examples of the docstrings above, printed ---
def _show(v):
    if v is not None:
        print(repr(v))

try:
    _show(max_product_subarray([2, 3, -2, 4]))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(max_product_subarray((-2, 0, -1)))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(max_product_subarray([2, 3, -2, 4, -1]))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(max_product_subarray([-1]))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(max_product_subarray([0]))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(max_product_subarray([]))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(max_product_subarray(""))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(max_product_subarray(None))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(max_product_subarray([2, 3, -2, 4.5, -1]))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(max_product_subarray("ABC"))
except Exception as _e:
    print(type(_e).__name__, _e)
