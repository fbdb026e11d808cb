# keon/algorithms, algorithms/dynamic_programming/knapsack.py, commit a1bf1f39f95b59ed0bb348d6148c7e097e10481e, MIT License.
"""
0/1 Knapsack Problem

Given items with values and weights, and a knapsack capacity, find the
maximum total value that fits in the knapsack.

Reference: https://en.wikipedia.org/wiki/Knapsack_problem

Complexity:
    Time:  O(n * m)  where n is the number of items and m is the capacity
    Space: O(m)
"""

from __future__ import annotations


class Item:
    """Represents an item with a value and weight."""

    def __init__(self, value: int, weight: int) -> None:
        self.value = value
        self.weight = weight


def get_maximum_value(items: list[Item], capacity: int) -> int:
    """Compute the maximum value achievable within the knapsack capacity.

    Args:
        items: List of Item objects with value and weight attributes.
        capacity: Maximum weight the knapsack can hold.

    Returns:
        Maximum total value that fits in the knapsack.

    Examples:
        >>> get_maximum_value([Item(60, 5), Item(50, 3), Item(70, 4), Item(30, 2)], 5)
        80
    """
    dp = [0] * (capacity + 1)
    for item in items:
        for cur_weight in reversed(range(item.weight, capacity + 1)):
            dp[cur_weight] = max(
                dp[cur_weight], item.value + dp[cur_weight - item.weight]
            )
    return dp[capacity]


# --- driver (added for nnscope): the examples of the docstrings above, printed ---
def _show(v):
    if v is not None:
        print(repr(v))

try:
    _show(get_maximum_value([Item(60, 5), Item(50, 3), Item(70, 4), Item(30, 2)], 5))
except Exception as _e:
    print(type(_e).__name__, _e)
