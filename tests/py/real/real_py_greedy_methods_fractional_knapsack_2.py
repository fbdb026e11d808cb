# TheAlgorithms/Python, greedy_methods/fractional_knapsack_2.py, commit f5988cc09713315817df6a7e327e258013a94440, MIT License.
# https://en.wikipedia.org/wiki/Continuous_knapsack_problem
# https://www.guru99.com/fractional-knapsack-problem-greedy.html
# https://medium.com/walkinthecode/greedy-algorithm-fractional-knapsack-problem-9aba1daecc93

from __future__ import annotations


def fractional_knapsack(
    value: list[int], weight: list[int], capacity: int
) -> tuple[float, list[float]]:
    """
    >>> value = [1, 3, 5, 7, 9]
    >>> weight = [0.9, 0.7, 0.5, 0.3, 0.1]
    >>> fractional_knapsack(value, weight, 5)
    (25, [1, 1, 1, 1, 1])
    >>> fractional_knapsack(value, weight, 15)
    (25, [1, 1, 1, 1, 1])
    >>> fractional_knapsack(value, weight, 25)
    (25, [1, 1, 1, 1, 1])
    >>> fractional_knapsack(value, weight, 26)
    (25, [1, 1, 1, 1, 1])
    >>> fractional_knapsack(value, weight, -1)
    (-90.0, [0, 0, 0, 0, -10.0])
    >>> fractional_knapsack([1, 3, 5, 7], weight, 30)
    (16, [1, 1, 1, 1])
    >>> fractional_knapsack(value, [0.9, 0.7, 0.5, 0.3, 0.1], 30)
    (25, [1, 1, 1, 1, 1])
    >>> fractional_knapsack([], [], 30)
    (0, [])
    """
    index = list(range(len(value)))
    ratio = [v / w for v, w in zip(value, weight)]
    index.sort(key=lambda i: ratio[i], reverse=True)

    max_value: float = 0
    fractions: list[float] = [0] * len(value)
    for i in index:
        if weight[i] <= capacity:
            fractions[i] = 1
            max_value += value[i]
            capacity -= weight[i]
        else:
            fractions[i] = capacity / weight[i]
            max_value += value[i] * capacity / weight[i]
            break

    return max_value, fractions


# (the `if __name__ == "__main__":` block is removed: the driver below calls the code)


# --- driver (added for nnscope): the examples of the docstrings above, printed ---
def _show(v):
    if v is not None:
        print(repr(v))

try:
    value = [1, 3, 5, 7, 9]
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    weight = [0.9, 0.7, 0.5, 0.3, 0.1]
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(fractional_knapsack(value, weight, 5))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(fractional_knapsack(value, weight, 15))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(fractional_knapsack(value, weight, 25))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(fractional_knapsack(value, weight, 26))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(fractional_knapsack(value, weight, -1))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(fractional_knapsack([1, 3, 5, 7], weight, 30))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(fractional_knapsack(value, [0.9, 0.7, 0.5, 0.3, 0.1], 30))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(fractional_knapsack([], [], 30))
except Exception as _e:
    print(type(_e).__name__, _e)
