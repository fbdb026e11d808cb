def sign(x): return 'pos' if x > 0 else 'neg' if x < 0 else 'zero'
print([sign(v) for v in (-2, 0, 3)])
