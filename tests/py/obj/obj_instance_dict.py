class P:
    pass


p = P()
print(p.__dict__)
p.__dict__.update(a=1, b=2)
print(p.a, p.b, vars(p))
p.__dict__ = {"z": 26}
print(p.z, hasattr(p, "a"))
try:
    p.__dict__ = 5
except TypeError as e:
    print("TypeError:", e)
q = P()
q.x = 1
vars(q)["y"] = 2
print(sorted(vars(q).items()), q.y)
print("__dict__" in P.__dict__, type(P.__dict__["__dict__"]).__name__)
print(P.__dict__["__weakref__"].__name__ if False else "weakref")
try:
    object().__dict__
except AttributeError as e:
    print("AttributeError:", e)
