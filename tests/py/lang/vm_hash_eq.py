class K:
    def __init__(self, v): self.v = v
    def __eq__(self, o): return self.v == o.v
    def __hash__(self): return hash(self.v)
d = {K(1): 'one'}
print(d[K(1)], K(1) in {K(1)})
class NoHash:
    def __eq__(self, o): return True
try:
    {NoHash()}
except TypeError as e: print(e)
