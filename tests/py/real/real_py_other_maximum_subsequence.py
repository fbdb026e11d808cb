# TheAlgorithms/Python, other/maximum_subsequence.py, commit f5988cc09713315817df6a7e327e258013a94440, MIT License.
from collections.abc import Sequence


def max_subsequence_sum(nums: Sequence[int] | None = None) -> int:
    """Return the maximum possible sum amongst all non - empty subsequences.

    Raises:
      ValueError: when nums is empty.

    >>> max_subsequence_sum([1,2,3,4,-2])
    10
    >>> max_subsequence_sum([-2, -3, -1, -4, -6])
    -1
    >>> max_subsequence_sum([])
    Traceback (most recent call last):
        . . .
    ValueError: Input sequence should not be empty
    >>> max_subsequence_sum()
    Traceback (most recent call last):
        . . .
    ValueError: Input sequence should not be empty
    """
    if nums is None or not nums:
        raise ValueError("Input sequence should not be empty")

    ans = nums[0]
    for i in range(1, len(nums)):
        num = nums[i]
        ans = max(ans, ans + num, num)

    return ans


# (the `if __name__ == "__main__":` block is removed: the driver below calls the code)


# --- driver (added for nnscope): the examples of the docstrings above, printed ---
def _show(v):
    if v is not None:
        print(repr(v))

try:
    _show(max_subsequence_sum([1,2,3,4,-2]))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(max_subsequence_sum([-2, -3, -1, -4, -6]))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(max_subsequence_sum([]))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(max_subsequence_sum())
except Exception as _e:
    print(type(_e).__name__, _e)
