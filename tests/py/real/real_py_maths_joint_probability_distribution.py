# TheAlgorithms/Python, maths/joint_probability_distribution.py, commit f5988cc09713315817df6a7e327e258013a94440, MIT License.
"""
Calculate joint probability distribution
https://en.wikipedia.org/wiki/Joint_probability_distribution
"""


def joint_probability_distribution(
    x_values: list[int],
    y_values: list[int],
    x_probabilities: list[float],
    y_probabilities: list[float],
) -> dict:
    """
    >>> joint_distribution =  joint_probability_distribution(
    ...     [1, 2], [-2, 5, 8], [0.7, 0.3], [0.3, 0.5, 0.2]
    ... )
    >>> from math import isclose
    >>> isclose(joint_distribution.pop((1, 8)), 0.14)
    True
    >>> joint_distribution
    {(1, -2): 0.21, (1, 5): 0.35, (2, -2): 0.09, (2, 5): 0.15, (2, 8): 0.06}
    """
    return {
        (x, y): x_prob * y_prob
        for x, x_prob in zip(x_values, x_probabilities)
        for y, y_prob in zip(y_values, y_probabilities)
    }


# Function to calculate the expectation (mean)
def expectation(values: list, probabilities: list) -> float:
    """
    >>> from math import isclose
    >>> isclose(expectation([1, 2], [0.7, 0.3]), 1.3)
    True
    """
    return sum(x * p for x, p in zip(values, probabilities))


# Function to calculate the variance
def variance(values: list[int], probabilities: list[float]) -> float:
    """
    >>> from math import isclose
    >>> isclose(variance([1,2],[0.7,0.3]), 0.21)
    True
    """
    mean = expectation(values, probabilities)
    return sum((x - mean) ** 2 * p for x, p in zip(values, probabilities))


# Function to calculate the covariance
def covariance(
    x_values: list[int],
    y_values: list[int],
    x_probabilities: list[float],
    y_probabilities: list[float],
) -> float:
    """
    >>> covariance([1, 2], [-2, 5, 8], [0.7, 0.3], [0.3, 0.5, 0.2])
    -2.7755575615628914e-17
    """
    mean_x = expectation(x_values, x_probabilities)
    mean_y = expectation(y_values, y_probabilities)
    return sum(
        (x - mean_x) * (y - mean_y) * px * py
        for x, px in zip(x_values, x_probabilities)
        for y, py in zip(y_values, y_probabilities)
    )


# Function to calculate the standard deviation
def standard_deviation(variance: float) -> float:
    """
    >>> standard_deviation(0.21)
    0.458257569495584
    """
    return variance**0.5


# (the `if __name__ == "__main__":` block is removed: the driver below calls the code)


# --- driver (added for nnscope): the examples of the docstrings above, printed ---
def _show(v):
    if v is not None:
        print(repr(v))

try:
    joint_distribution =  joint_probability_distribution(
        [1, 2], [-2, 5, 8], [0.7, 0.3], [0.3, 0.5, 0.2]
    )
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    from math import isclose
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(isclose(joint_distribution.pop((1, 8)), 0.14))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(joint_distribution)
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    from math import isclose
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(isclose(expectation([1, 2], [0.7, 0.3]), 1.3))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    from math import isclose
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(isclose(variance([1,2],[0.7,0.3]), 0.21))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(covariance([1, 2], [-2, 5, 8], [0.7, 0.3], [0.3, 0.5, 0.2]))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(standard_deviation(0.21))
except Exception as _e:
    print(type(_e).__name__, _e)
