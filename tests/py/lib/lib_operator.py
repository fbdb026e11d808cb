import operator
print(operator.add(1, 2), operator.mul(3, 4), operator.sub(5, 2), operator.truediv(1, 4), operator.floordiv(7, 2))
print(operator.neg(3), operator.pow(2, 5), operator.mod(7, 3), operator.eq(1, 1), operator.lt(1, 2))
print(operator.not_(0), operator.truth([]), operator.abs(-4), operator.index(5), operator.contains([1], 1))
getter = operator.itemgetter(1)
print(getter([1, 2, 3]), operator.itemgetter(0, 2)("abc"))
pairs = [("b", 2), ("a", 3), ("c", 1)]
print(sorted(pairs, key=operator.itemgetter(1)), max(pairs, key=operator.itemgetter(0)))
class P:
    def __init__(self, name, age):
        self.name, self.age = name, age
    def greet(self, x):
        return self.name + x
ps = [P("x", 3), P("y", 1)]
print([p.name for p in sorted(ps, key=operator.attrgetter("age"))])
print(operator.attrgetter("name", "age")(ps[0]), operator.methodcaller("greet", "!")(ps[1]))
print(operator.itemgetter("k")({"k": 5}), operator.getitem([4, 5], 1))
l = [1, 2]
operator.setitem(l, 0, 9)
print(l, operator.iadd([1], [2]), operator.concat("a", "b"))
print(operator.itemgetter(slice(1, None))("hello"))
