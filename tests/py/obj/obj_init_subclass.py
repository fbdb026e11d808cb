class Plugin:
    registry = {}

    def __init_subclass__(cls, name=None, **kw):
        super().__init_subclass__(**kw)
        key = name or cls.__name__.lower()
        Plugin.registry[key] = cls
        print("registered", key)


class Alpha(Plugin):
    pass


class Beta(Plugin, name="b"):
    pass


class Gamma(Beta):
    pass


print(sorted(Plugin.registry))
print(Plugin.registry["b"] is Beta)
try:
    class Bad(Plugin, unknown=1):
        pass
except TypeError as e:
    print("TypeError:", e)


class Base:
    def __init_subclass__(cls):
        cls.tag = cls.__name__ + "!"


class Child(Base):
    pass


print(Child.tag, hasattr(Base, "tag"))
