class Cfg:
    lr = 0.1
    def __init__(self):
        self.epochs = 3
c = Cfg()
print(getattr(c, "lr"), getattr(c, "epochs"), getattr(c, "missing", "dflt"))
setattr(c, "batch", 32)
print(c.batch, hasattr(c, "batch"), hasattr(c, "nope"))
delattr(c, "batch")
print(hasattr(c, "batch"))
for name in ["lr", "epochs"]:
    print(name, getattr(c, name))
try:
    getattr(c, "nope")
except AttributeError as e:
    print(type(e).__name__, e)
try:
    getattr(c, 5)
except TypeError as e:
    print(type(e).__name__, e)
try:
    delattr(c, "nope")
except AttributeError as e:
    print(type(e).__name__, e)
try:
    setattr(1, "a", 2)
except AttributeError as e:
    print(type(e).__name__, e)
print(getattr([], "append").__name__)
