class Greeter:
    greeting = 'hi'
    def greet(self, who):
        return f'{self.greeting} {who}'
    @classmethod
    def make(cls):
        return cls()
    @staticmethod
    def helper(x):
        return x * 2

g = Greeter()
def run(o):
    return o.greet('a'), o.helper(2), type(o.make()).__name__

print(run(g))
g.greet = lambda who: 'instance ' + who
print(run(g))
del g.greet
print(run(g))
Greeter.greet = lambda self, who: 'replaced ' + who
print(run(g))

class Loud(Greeter):
    def greet(self, who):
        return super().greet(who).upper()

print(run(Loud()))
bound = g.greet
print(bound('b'), bound.__self__ is g, bound.__func__.__name__)
print([m('x') for m in (Greeter().greet, Loud().greet)])

class Counter:
    def __init__(self):
        self.n = 0
    def inc(self, k=1):
        self.n += k
        return self

c = Counter()
for i in range(5):
    c.inc().inc(2)
print(c.n)
items = [1, 2, 3]
app = items.append
for i in range(3):
    app(i)
print(items, 'abc'.upper(), ' x '.strip(), [3, 1, 2].index(1))
