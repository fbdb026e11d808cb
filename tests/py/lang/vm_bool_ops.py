print(True and 'x', False or 0, not None, not [1], [] or {} or 'last')
x = None
print(x is None, x is not None, 1 in [1], 'a' not in 'bcd')
print(1 < 2 > 0, 3 > 2 == 2, 1 < 2 < 3 < 2)
