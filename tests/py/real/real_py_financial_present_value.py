# TheAlgorithms/Python, financial/present_value.py, commit f5988cc09713315817df6a7e327e258013a94440, MIT License.
"""
Reference: https://www.investopedia.com/terms/p/presentvalue.asp

An algorithm that calculates the present value of a stream of yearly cash flows given...
1. The discount rate (as a decimal, not a percent)
2. An array of cash flows, with the index of the cash flow being the associated year

Note: This algorithm assumes that cash flows are paid at the end of the specified year
"""


def present_value(discount_rate: float, cash_flows: list[float]) -> float:
    """
    >>> present_value(0.13, [10, 20.70, -293, 297])
    4.69
    >>> present_value(0.07, [-109129.39, 30923.23, 15098.93, 29734,39])
    -42739.63
    >>> present_value(0.07, [109129.39, 30923.23, 15098.93, 29734,39])
    175519.15
    >>> present_value(-1, [109129.39, 30923.23, 15098.93, 29734,39])
    Traceback (most recent call last):
        ...
    ValueError: Discount rate cannot be negative
    >>> present_value(0.03, [])
    Traceback (most recent call last):
        ...
    ValueError: Cash flows list cannot be empty
    """
    if discount_rate < 0:
        raise ValueError("Discount rate cannot be negative")
    if not cash_flows:
        raise ValueError("Cash flows list cannot be empty")
    present_value = sum(
        cash_flow / ((1 + discount_rate) ** i) for i, cash_flow in enumerate(cash_flows)
    )
    return round(present_value, ndigits=2)


# (the `if __name__ == "__main__":` block is removed: the driver below calls the code)


# --- driver (added for nnscope): the examples of the docstrings above, printed ---
def _show(v):
    if v is not None:
        print(repr(v))

try:
    _show(present_value(0.13, [10, 20.70, -293, 297]))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(present_value(0.07, [-109129.39, 30923.23, 15098.93, 29734,39]))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(present_value(0.07, [109129.39, 30923.23, 15098.93, 29734,39]))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(present_value(-1, [109129.39, 30923.23, 15098.93, 29734,39]))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(present_value(0.03, []))
except Exception as _e:
    print(type(_e).__name__, _e)
