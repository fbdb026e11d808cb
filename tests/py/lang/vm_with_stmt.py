class Res:
    def __init__(self, name): self.name = name
    def __enter__(self):
        print("open", self.name)
        return self
    def __exit__(self, et, ev, tb):
        print("close", self.name, et.__name__ if et else None)
        return False
with Res("a") as a, Res("b") as b:
    print("using", a.name, b.name)
try:
    with Res("c"):
        raise KeyError("k")
except KeyError as e:
    print("propagated", e)
class Suppress:
    def __enter__(self): return None
    def __exit__(self, *a): return True
with Suppress():
    1 / 0
print("after suppress")
def loop():
    for i in range(3):
        with Res(str(i)):
            if i == 1:
                continue
            if i == 2:
                break
    return "done"
print(loop())
class NoCM: pass
try:
    with NoCM(): pass
except TypeError as e:
    print(e)
