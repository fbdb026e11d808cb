class Counter:
    count = 0

    def __init__(self):
        Counter.count += 1

    @classmethod
    def make(cls, n):
        return [cls() for _ in range(n)]

    @staticmethod
    def add(a, b):
        return a + b

    @classmethod
    def name(cls):
        return cls.__name__


class Sub(Counter):
    pass


Counter.make(3)
print(Counter.count)
print(Counter.add(2, 3), Counter().add(4, 5))
print(Sub.name(), Sub().name(), Counter.name())
objs = Sub.make(2)
print(type(objs[0]).__name__, Counter.count)
sm = Counter.__dict__['add']
cm = Counter.__dict__['make']
print(type(sm).__name__, type(cm).__name__)
print(sm.__func__ is Counter.add, cm.__func__.__name__)
print(Counter.make.__self__ is Counter)
print(sm(1, 2))
