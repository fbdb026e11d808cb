class Idx:
    def __init__(self, v):
        self.v = v

    def __index__(self):
        return self.v


class Num:
    def __int__(self):
        return 42

    def __float__(self):
        return 2.5


lst = list(range(10))
print(lst[Idx(3)], lst[Idx(1):Idx(4)], "abcdef"[Idx(2)], range(Idx(4)), list(range(Idx(2), Idx(5))))
print(bin(Idx(5)), hex(Idx(255)), oct(Idx(8)), [0] * Idx(3), operator_index := Idx(7).__index__())
print(int(Num()), float(Num()), int(Idx(9)))
try:
    lst[Num()]
except TypeError as e:
    print("TypeError:", e)
try:
    lst["a"]
except TypeError as e:
    print("TypeError:", e)


class BadIndex:
    def __index__(self):
        return "x"


try:
    lst[BadIndex()]
except TypeError as e:
    print("TypeError:", e)
import operator
print(operator.index(Idx(4)), operator.index(True))
