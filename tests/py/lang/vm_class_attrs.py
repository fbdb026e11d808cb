class C:
    count = 0
    def __init__(self):
        C.count += 1
        self.id = C.count
xs = [C() for _ in range(3)]
print([x.id for x in xs], C.count)
c = xs[0]
c.count = 100
print(c.count, C.count)
