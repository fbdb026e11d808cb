class A:
    def m(self, x): return x + 1
a = A()
bm = a.m
print(bm(1), bm.__self__ is a, bm.__func__ is A.m, A.m(a, 2))
ms = [a.m, a.m]
print(ms[0] == ms[1])
