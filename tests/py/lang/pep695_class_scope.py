# annotation scopes inside a class body see the class's names (CPython's __classdict__)
Attr = "module-level"


class Outer:
    Attr = int
    Other = str

    def method[T](self, x: Attr, y: T) -> Other:
        return y

    class Inner[U](dict):
        pass

    type Alias[V] = list[V]
    type Plain = Attr

    def uses_module[T](self, z: T) -> len:
        return z


print(Outer.method.__annotations__, Outer.method.__type_params__)
print(Outer.Inner.__mro__, Outer.Inner.__qualname__)
print(Outer.Alias, Outer.Alias.__value__, Outer.Plain.__value__)
print(Outer.uses_module.__annotations__, Outer().method(1, 2))
try:
    class Broken:
        def m[T](self, x: Missing) -> T:
            pass
except NameError as e:
    print(type(e).__name__, e)
