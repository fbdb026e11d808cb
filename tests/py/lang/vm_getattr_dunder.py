class Cfg:
    def __init__(self, d): self._d = d
    def __getattr__(self, k):
        try:
            return self._d[k]
        except KeyError:
            raise AttributeError(k)
c = Cfg({'lr': 0.1})
print(c.lr, getattr(c, 'bs', 32), hasattr(c, 'x'))
