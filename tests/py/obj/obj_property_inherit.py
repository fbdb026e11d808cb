class Base:
    def __init__(self):
        self._x = 1

    @property
    def x(self):
        return self._x

    @x.setter
    def x(self, v):
        print("Base setter", v)
        self._x = v


class Child(Base):
    @Base.x.setter
    def x(self, v):
        print("Child setter", v)
        Base.x.fset(self, v * 2)


class Override(Base):
    @property
    def x(self):
        return "override " + str(super().x)


c = Child()
c.x = 5
print(c.x)
o = Override()
print(o.x)
try:
    o.x = 3
except AttributeError as e:
    print("AttributeError:", e)
print(type(Child.x).__name__, Child.x.fget is Base.x.fget, Child.x.fset is Base.x.fset)


class Computed:
    def __init__(self, w, h):
        self.w, self.h = w, h

    area = property(lambda self: self.w * self.h, doc="area doc")


print(Computed(2, 3).area, Computed.area.__doc__)
