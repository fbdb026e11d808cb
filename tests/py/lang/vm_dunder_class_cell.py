class A:
    def cls(self): return __class__
class B(A): pass
print(B().cls().__name__)
