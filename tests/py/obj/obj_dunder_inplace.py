class Acc:
    def __init__(self, v):
        self.v = v

    def __iadd__(self, other):
        self.v += other
        return self

    def __add__(self, other):
        return Acc(self.v + other)

    def __repr__(self):
        return f"Acc({self.v})"


a = Acc(1)
b = a
a += 5
print(a, b, a is b)
a = a + 1
print(a, b, a is b)


class OnlyAdd:
    def __init__(self, v):
        self.v = v

    def __add__(self, o):
        return OnlyAdd(self.v + o)


x = OnlyAdd(1)
y = x
x += 2
print(x.v, y.v, x is y)
lst = [1]
alias = lst
lst += [2]
print(lst, alias is lst)
t = (1,)
t2 = t
t += (2,)
print(t, t2)
try:
    n = 1
    n += "a"
except TypeError as e:
    print("TypeError:", e)
try:
    n = 2
    n **= "a"
except TypeError as e:
    print("TypeError:", e)
