class A:
    def __init__(self):
        print("A.__init__")
        self.log = ["A"]

    def hello(self):
        return "A.hello"

    @classmethod
    def create(cls):
        return f"A.create({cls.__name__})"

    @property
    def prop(self):
        return "A.prop"


class B(A):
    def __init__(self):
        super(B, self).__init__()
        print("B.__init__")
        self.log.append("B")

    def hello(self):
        return "B>" + super().hello()

    @classmethod
    def create(cls):
        return "B>" + super().create()

    @property
    def prop(self):
        return "B>" + super().prop


class C(B):
    def hello(self):
        return "C>" + super(C, self).hello() + "|" + super(B, self).hello()


c = C()
print(c.log, c.hello(), C.create(), c.prop)


class Left:
    def __init__(self, **kw):
        print("Left", sorted(kw))
        super().__init__(**kw)


class Right:
    def __init__(self, **kw):
        print("Right", sorted(kw))
        super().__init__()


class Both(Left, Right):
    def __init__(self):
        super().__init__(x=1)


Both()
print([k.__name__ for k in Both.__mro__])
s = super(B, c)
print(s.hello(), type(s).__name__)
