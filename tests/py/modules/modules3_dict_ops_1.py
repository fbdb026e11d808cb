d = {"lr": 0.1, "epochs": 5}
d.update(batch=32)
d |= {"seed": 0}
print(d, d | {"lr": 0.2}, {"x": 1} | d.keys() if False else "skip")
print(d.get("missing"), d.get("missing", -1), d.setdefault("momentum", 0.9), d.pop("seed"), d.pop("nope", None))
print(list(d.keys()), list(d.values()), list(d.items())[:2], len(d), "lr" in d, 0.1 in d.values())
k, v = d.popitem()
print(k, v, d)
print(sorted(d.items(), key=lambda kv: str(kv[1])), dict(sorted(d.items())), dict(zip("ab", [1, 2])))
print({**d, "lr": 1}, dict(d, lr=2), dict([("a", 1)], b=2), dict.fromkeys(range(3)))
try:
    d["nope"]
except KeyError as e:
    print("KeyError", e, repr(e))
try:
    {}.popitem()
except KeyError as e:
    print("KeyError", e)
try:
    {[1]: 2}
except TypeError as e:
    print("TypeError", e)
try:
    for key in d:
        d["new"] = 1
except RuntimeError as e:
    print("RuntimeError", e)
print(d.keys() & {"lr", "zzz"}, d.keys() - {"lr"}, d.items() >= {("lr", 0.1)}, reversed(d).__class__.__name__)
print(list(reversed({"a": 1, "b": 2})), {1: "a", True: "b", 1.0: "c"}, {0: 1} == {False: 1})
cfg = {"model": {"layers": [1, 2]}, "opt": {"lr": 1e-3}}
print(cfg["model"]["layers"][-1], f"{cfg['opt']['lr']:.0e}", str(cfg), repr(cfg) == str(cfg))
