class Leaf:
    def __init__(self):
        self.value = 1


class Mid:
    def __init__(self):
        self.leaf = Leaf()


class Root:
    def __init__(self):
        self.mid = Mid()


r = Root()
print(r.mid.leaf.value)
r.mid.leaf.value += 41
print(r.mid.leaf.value)
r.mid.leaf.extra = [1]
r.mid.leaf.extra[0] += 1
print(r.mid.leaf.extra, vars(r.mid.leaf))


def resolve(obj, path):
    for part in path.split("."):
        obj = getattr(obj, part)
    return obj


def assign(obj, path, v):
    *head, last = path.split(".")
    for part in head:
        obj = getattr(obj, part)
    setattr(obj, last, v)


print(resolve(r, "mid.leaf.value"))
assign(r, "mid.leaf.value", "new")
print(r.mid.leaf.value)
try:
    resolve(r, "mid.nope.value")
except AttributeError as e:
    print("AttributeError:", e)
