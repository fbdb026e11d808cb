class Bad:
    items = []

    def add(self, x):
        self.items.append(x)


a, b = Bad(), Bad()
a.add(1)
b.add(2)
print(a.items, b.items, Bad.items, a.items is b.items)


class Good:
    def __init__(self):
        self.items = []

    def add(self, x):
        self.items.append(x)


a, b = Good(), Good()
a.add(1)
b.add(2)
print(a.items, b.items, hasattr(Good, "items"))


class Counter:
    total = 0

    def bump(self):
        self.total += 1


c = Counter()
c.bump()
c.bump()
print(c.total, Counter.total, "total" in vars(c))
Counter.total = 100
print(Counter().total, c.total)
del c.total
print(c.total)
