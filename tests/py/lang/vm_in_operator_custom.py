class R:
    def __init__(self, n): self.n = n
    def __iter__(self): return iter(range(self.n))
print(2 in R(3), 5 in R(3))
