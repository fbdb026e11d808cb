vals = [1, 1.0, 'a', [1], (1,), {1: 2}, None, True]
print([type(v).__name__ for v in vals])
print(isinstance(True, int), isinstance(1, (str, int)))
