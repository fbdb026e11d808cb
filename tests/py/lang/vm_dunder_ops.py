class V:
    def __init__(self, *c): self.c = c
    def __add__(self, o): return V(*(a+b for a,b in zip(self.c, o.c)))
    def __mul__(self, k): return V(*(a*k for a in self.c))
    __rmul__ = __mul__
    def __neg__(self): return V(*(-a for a in self.c))
    def __len__(self): return len(self.c)
    def __getitem__(self, i): return self.c[i]
    def __iter__(self): return iter(self.c)
    def __repr__(self): return f'V{self.c}'
    def __bool__(self): return any(self.c)
    def __contains__(self, x): return x in self.c
v = V(1,2)
print(v+v, v*3, 2*v, -v, len(v), v[1], list(v), bool(V(0,0)), 2 in v)
