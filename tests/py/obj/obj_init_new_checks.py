def show(f):
    try:
        r = f()
        print("ok", type(r).__name__)
    except TypeError as e:
        print("TypeError:", e)


class Empty:
    pass


class WithInit:
    def __init__(self, a):
        self.a = a


class WithNew:
    def __new__(cls, *args):
        return super().__new__(cls)


show(lambda: Empty())
show(lambda: Empty(1))
show(lambda: Empty(x=1))
show(lambda: WithInit(1))
show(lambda: WithInit())
show(lambda: WithInit(1, 2))
show(lambda: WithNew(1, 2))
show(lambda: object.__new__(WithInit, 1))
show(lambda: object.__init__(Empty(), 1))
show(lambda: object.__init__(WithInit(1), 1))
show(lambda: object())
show(lambda: object(1))


class BadInit:
    def __init__(self):
        return 5


show(lambda: BadInit())


class Other:
    pass


class Factory:
    def __new__(cls, kind):
        if kind == "other":
            return Other()
        return super().__new__(cls)

    def __init__(self, kind):
        print("Factory.__init__", kind)


print(type(Factory("self")).__name__)
print(type(Factory("other")).__name__)
