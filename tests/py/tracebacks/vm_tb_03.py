class Foo:
    def __init__(self):
        self.bar = 1
f = Foo()
print(f.barr)
