class Grid:
    def __init__(self):
        self.data = {}

    def __getitem__(self, key):
        print("get", key)
        if isinstance(key, tuple):
            return self.data.get(key, 0)
        if isinstance(key, slice):
            return (key.start, key.stop, key.step)
        return key

    def __setitem__(self, key, value):
        print("set", key, value)
        self.data[key] = value

    def __delitem__(self, key):
        print("del", key)
        del self.data[key]


g = Grid()
g[1, 2] = 5
print(g[1, 2], g[0, 0], g[1:5], g[::2], g[:, 1], g[...])
del g[1, 2]
print(g.data)
g["k"] = [1]
print(g["k"], g.data)
try:
    del g["nope"]
except KeyError as e:
    print("KeyError:", e)


class ReadOnly:
    def __getitem__(self, k):
        return k


r = ReadOnly()
try:
    r[0] = 1
except TypeError as e:
    print("TypeError:", e)
try:
    del r[0]
except TypeError as e:
    print("TypeError:", e)
try:
    object()[0]
except TypeError as e:
    print("TypeError:", e)
