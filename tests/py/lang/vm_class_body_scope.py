class A:
    x = 1
    y = x + 1
    z = [x] * 2
    def f(self): return self.x
print(A.y, A.z, A().f())
class B:
    items = ['a', 'b']
    upper = [s.upper() for s in items]
print(B.upper)
