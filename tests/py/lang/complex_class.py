class C:
    def __complex__(self):
        return 2 - 3j

class F:
    def __float__(self):
        return 1.5

class I:
    def __index__(self):
        return 7

print(complex(C()), complex(F()), complex(I()), complex(F(), I()))
class MyC(complex):
    pass
m = MyC(1, 2)
print(m, type(m).__name__, m + 1, type(m + 1).__name__, isinstance(m, complex))
print(complex.__name__, (1j).__complex__(), (3 + 4j).__getnewargs__())
print(sorted([3 + 1j, 1j, 2 + 0j], key=abs))
print(max([1j, 2 + 2j, -3j], key=lambda z: z.imag))
