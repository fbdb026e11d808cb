scores = {'a': 90, 'b': 70, 'c': 85}
print({k: 'pass' if v >= 80 else 'fail' for k, v in scores.items()})
