class O: pass
class A(O): pass
class B(O): pass
class C(O): pass
class D(O): pass
class E(O): pass
class K1(A, B, C): pass
class K2(D, B, E): pass
class K3(D, A): pass
class Z(K1, K2, K3): pass
print([k.__name__ for k in Z.__mro__])

class X:
    def who(self): return "X"
class Y(X):
    def who(self): return "Y>" + super().who()
class W(X):
    def who(self): return "W>" + super().who()
class V(Y, W):
    def who(self): return "V>" + super().who()
print(V().who())

try:
    class Bad(X, Y): pass
except TypeError as e:
    print("TypeError:", e)
try:
    class Dup(X, X): pass
except TypeError as e:
    print("TypeError:", e)
