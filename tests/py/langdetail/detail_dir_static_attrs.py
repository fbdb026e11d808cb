class B:
    """doc"""
    def __init__(self): self.x = 1
    def m(self):
        self.y, self.z = 1, 2
        def inner():
            self.w = 3
        other = self
        other.q = 1
@staticmethod
def _s(): pass
print(dir(B))
print(dir(B()))
print(dir(object()))
print(list(vars(B)))
print(B.__static_attributes__, B.__firstlineno__)
def deco(c): return c
@deco
class C:
    pass
print(C.__firstlineno__, C.__static_attributes__)
