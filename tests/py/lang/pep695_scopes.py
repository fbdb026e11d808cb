# PEP 695 annotation scopes: closures, super() in generic methods, defaults
class A:
    def f(self): return "A"
class B(A):
    def f[T](self, x: T = 1) -> T:
        return super().f() + str(x) + str(__class__.__name__)
print(B().f(), B().f(5), B.f.__defaults__, B.f.__type_params__)
def outer():
    y = 10
    def inner[T](a: T) -> T:
        return a + y
    return inner
print(outer()(5), outer().__qualname__)
class G[T]:
    x = 1
    def m(self):
        return [T for _ in range(2)], G.x
print(G().m())
for i in range(100):
    class Tmp[T]: pass
    type Al[U] = list[U]
print("ok")
