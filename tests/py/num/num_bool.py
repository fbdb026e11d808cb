def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)
print(True, False, repr(True), str(False))
print(True + True, True * 3, True / 2, True // 1, True % 2, -True, +True, abs(False))
print(True & False, True | False, True ^ True, False ^ True)
print(type(True & True).__name__, type(True | 1).__name__, type(True + 0).__name__)
print(True & 3, True | 2, 6 & True, True ^ 3)
print(True == 1, False == 0, True is True, True == 1.0)
print(hash(True), hash(False), isinstance(True, int), issubclass(bool, int))
print(int(True), float(False), str(True), bool(0), bool(1), bool(-1), bool(0.0), bool(''), bool('a'))
print(bool([]), bool([0]), bool(None), bool(), bool(2 ** 100))
print(True << 3, True >> 1, True ** 10, divmod(True, True))
print(f"{True}", f"{True:d}", f"{False:>6}", "{:5}".format(True), "%d" % True, "%s" % False)
print(sum([True, True, False]), max(True, 2), sorted([True, False, 0, 1]))
print([1, 2, 3][True], {True: 'a'}[1])
t(lambda: bool.__name__)
class A:
    def __bool__(self):
        return False
class B:
    def __len__(self):
        return 3
print(bool(A()), bool(B()), not A(), not B())
