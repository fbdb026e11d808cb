class Meta(type):
    def __new__(mcs, name, bases, ns):
        ns['tag'] = name.lower()
        return super().__new__(mcs, name, bases, ns)
class Thing(metaclass=Meta): pass
class Sub(Thing): pass
print(Thing.tag, Sub.tag, type(Sub).__name__)
