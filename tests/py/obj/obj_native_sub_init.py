class MyList(list):
    def __init__(self, *args, tag="none"):
        super().__init__(*args)
        self.tag = tag


m = MyList([1, 2], tag="x")
print(m, m.tag, len(m), type(m).__name__)
m2 = MyList()
print(m2, m2.tag)


class MyDict(dict):
    def __init__(self, **kw):
        super().__init__(**kw)
        self.count = len(kw)

    def __setitem__(self, k, v):
        super().__setitem__(k, v * 2)


d = MyDict(a=1)
d["b"] = 5
print(d, d.count, d["b"], dict.__repr__(d))


class MyExc(Exception):
    def __init__(self, *args):
        super().__init__(*args)
        self.n = len(args)


e = MyExc(1, 2, 3)
print(e.args, e.n, str(e))


class Point3(tuple):
    pass


t = Point3((1, 2, 3))
print(t, len(t), t[0], type(t).__name__, t == (1, 2, 3))
