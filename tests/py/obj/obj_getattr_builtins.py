class C:
    a = 1

    def m(self):
        return "m"


c = C()
print(getattr(c, "a"), getattr(c, "m")(), getattr(C, "a"), getattr(c, "zz", "dflt"), getattr(C, "zz", None))
setattr(c, "b", 2)
setattr(C, "cls_attr", 3)
print(c.b, c.cls_attr, C.cls_attr, hasattr(C, "cls_attr"), hasattr(c, "b"), hasattr(C, "b"))
delattr(C, "cls_attr")
print(hasattr(c, "cls_attr"))
for args in [(c, 1), (c, None, 2)]:
    try:
        getattr(*args)
    except TypeError as e:
        print("TypeError:", e)
try:
    setattr(c, 1, 2)
except TypeError as e:
    print("TypeError:", e)
try:
    hasattr(c, 1)
except TypeError as e:
    print("TypeError:", e)
try:
    delattr(c, "nope")
except AttributeError as e:
    print("AttributeError:", e)
print(getattr(1, "real"), getattr("s", "upper")(), getattr([], "append").__name__)
print(getattr(int, "__name__"), getattr(len, "__name__"), getattr(C.m, "__name__"))
print(vars(c), sorted(k for k in vars(C) if not k.startswith("__")))
try:
    vars(1)
except TypeError as e:
    print("TypeError:", e)
