import functools
@functools.total_ordering
class Ver:
    def __init__(self, s): self.t = tuple(map(int, s.split('.')))
    def __eq__(self, o): return self.t == o.t
    def __lt__(self, o): return self.t < o.t
    def __hash__(self): return hash(self.t)
    def __repr__(self): return '.'.join(map(str, self.t))
vs = [Ver('1.10'), Ver('1.2'), Ver('0.9')]
print(sorted(vs), max(vs), Ver('1.2') <= Ver('1.2'), len({Ver('1.0'), Ver('1.0')}))
