class Default:
    pass


class Nested:
    class Deep:
        pass


r = repr(Default())
print(r.startswith("<__main__.Default object at 0x"), r.endswith(">"))
print(str(Default()).startswith("<__main__.Default object at 0x"))
print(repr(Nested.Deep()).startswith("<__main__.Nested.Deep object at 0x"))
print(repr(object()).startswith("<object object at 0x"))


class OnlyRepr:
    def __repr__(self):
        return "R!"


class OnlyStr:
    def __str__(self):
        return "S!"


print(repr(OnlyRepr()), str(OnlyRepr()), [OnlyRepr()], f"{OnlyRepr()}")
print(str(OnlyStr()), repr(OnlyStr()).startswith("<__main__.OnlyStr"), "%s" % OnlyStr())
print([OnlyStr()][0], (OnlyRepr(), OnlyRepr()), {"k": OnlyRepr()})


class BadRepr:
    def __repr__(self):
        return 5


try:
    repr(BadRepr())
except TypeError as e:
    print("TypeError:", e)


class BadStr:
    def __str__(self):
        return None


try:
    str(BadStr())
except TypeError as e:
    print("TypeError:", e)
print(ascii("héllo"), ascii(OnlyRepr()))
