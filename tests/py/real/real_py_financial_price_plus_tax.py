# TheAlgorithms/Python, financial/price_plus_tax.py, commit f5988cc09713315817df6a7e327e258013a94440, MIT License.
"""
Calculate price plus tax of a good or service given its price and a tax rate.
"""


def price_plus_tax(price: float, tax_rate: float) -> float:
    """
    >>> price_plus_tax(100, 0.25)
    125.0
    >>> price_plus_tax(125.50, 0.05)
    131.775
    """
    return price * (1 + tax_rate)


# (the `if __name__ == "__main__":` block is removed: the driver below calls the code)


# --- driver (added for nnscope): the examples of the docstrings above, printed ---
def _show(v):
    if v is not None:
        print(repr(v))

try:
    _show(price_plus_tax(100, 0.25))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(price_plus_tax(125.50, 0.05))
except Exception as _e:
    print(type(_e).__name__, _e)
