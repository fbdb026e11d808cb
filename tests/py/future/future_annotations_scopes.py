from __future__ import annotations


def outer():
    class Local:
        a: Later
        b: int = 2

        def m(self, x: Local) -> Later:
            return x

    return Local


L = outer()
print(L.__annotations__, L.b)
print(L.m.__annotations__)
lam = lambda x: x
print(lam.__annotations__)


def noann(a, b=2):
    pass


print(noann.__annotations__)


class WithDoc:
    "doc"
    v: "already a string"
    w: 'single'


print(WithDoc.__annotations__)
obj = WithDoc()
obj.attr: int = 4
print(obj.attr)
d = {}
d["k"]: Whatever = 1
print(d)
