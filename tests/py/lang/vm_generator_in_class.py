class Dataset:
    def __init__(self, n): self.n = n
    def __iter__(self):
        for i in range(self.n):
            yield i, i * i
    def __len__(self): return self.n
ds = Dataset(3)
print(len(ds), list(ds), dict(ds))
