class M:
    def __init__(self, n): self.n = n
    def __repr__(self): return f'M(n={self.n})'
    def __str__(self): return f'<M {self.n}>'
m = M(3)
print(m, repr(m), [m], str(m), f'{m}', f'{m!r}')
