class A:
    x = 1

    def f(self):
        pass


class B(A):
    y = 2


b = B()
b.z = 3
names = [n for n in dir(b) if not n.startswith("__")]
print(names)
print([n for n in dir(B) if not n.startswith("__")])
print("__init__" in dir(b), "__class__" in dir(b), "__dict__" in dir(b))
print(sorted(n for n in object.__dir__(b) if not n.startswith("_")))
print([n for n in dir(A()) if not n.startswith("_")])
