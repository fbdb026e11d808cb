import torch
print(0 or "default", "" or [] or None, 1 and 2, 0 and 1 / 0, not [], not [0], None is None, [] == [], [] is [])
x = 5
print(1 < x < 10, 1 < x > 10, x == 5 == 5.0, 3 <= x != 4, "a" < "b" < "c")
print(bool([]), bool({}), bool(()), bool(""), bool(0.0), bool(-1), bool(" "), bool(None), bool(range(0)))
print(True == 1, True is 1 if False else "skip", isinstance(True, int), True + 0.5, sum([True, True, False]))
t = torch.tensor([1, 0, 2])
print(bool(t[0]), bool(torch.tensor(0.0)), bool(torch.tensor([3])), (t > 0).all().item(), (t > 0).any().item())
try:
    if t:
        pass
except RuntimeError as e:
    print("RuntimeError", e)
print("yes" if t.sum() > 2 else "no", [v for v in t.tolist() if v], t is not None, t.numel() and "non-empty")
a = [1, 2]
b = a
c = [1, 2]
print(a is b, a is c, a == c, id(a) == id(b), a is not c)
print(any(x > 1 for x in a), all(x > 0 for x in []), max(a) if a else None, min([], default="empty"))
flag = None
flag = flag or {}
flag.setdefault("k", 0)
print(flag, isinstance(None, type(None)), type(None).__name__, None.__class__)
