class Bag:
    def __init__(self, *items):
        self.items = list(items)

    def __len__(self):
        return len(self.items)

    def __getitem__(self, i):
        return self.items[i]

    def __setitem__(self, i, v):
        self.items[i] = v

    def __delitem__(self, i):
        del self.items[i]

    def __contains__(self, x):
        print("contains", x)
        return x in self.items

    def __iter__(self):
        return iter(self.items)

    def __bool__(self):
        return bool(self.items)

    def __call__(self, *a, **k):
        return ("called", a, sorted(k.items()))

    def __str__(self):
        return "Bag with " + str(len(self)) + " items"

    def __repr__(self):
        return "Bag" + repr(tuple(self.items))

    def __hash__(self):
        return 7

    def __eq__(self, o):
        return isinstance(o, Bag) and self.items == o.items


b = Bag(1, 2, 3)
print(len(b), b[0], b[-1], b[1:])
b[0] = 10
del b[1]
print(b, str(b), repr(b))
print(3 in b, 5 in b)
print(list(b), [x * 2 for x in b])
print(bool(b), bool(Bag()), "yes" if Bag() else "no")
print(b(1, 2, k=3))
print(hash(b), {b: 1}[Bag(10, 3)])
print(f"{b}", f"{b!r}", "%s" % b)
print(b == Bag(10, 3), b != Bag())


class OnlyLen:
    def __len__(self):
        return 0


print(bool(OnlyLen()), not OnlyLen())


class Seq:
    def __getitem__(self, i):
        if i >= 3:
            raise IndexError(i)
        return i * i


print(list(Seq()), 4 in Seq(), 5 in Seq())
for v in Seq():
    print("item", v)
