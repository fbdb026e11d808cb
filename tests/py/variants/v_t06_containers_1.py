import torch, torch.nn as nn
def tryit(f, label=""):
    try:
        r = f(); print(label, "OK", r)
    except Exception as e:
        print(label, type(e).__name__, str(e))
s = nn.Sequential(nn.Linear(2, 3), nn.ReLU(), nn.Linear(3, 3), nn.Tanh(), nn.Linear(3, 1))
print(s[1:4])
print(s[::-1])
print(s[-2:])
print(s[10:])
tryit(lambda: s[5], "s[5]")
tryit(lambda: s[-6], "s[-6]")
tryit(lambda: s[None], "s[None]")
del s[::2]
print(s)
s.insert(-1, nn.Sigmoid())
print(s)
s.insert(len(s), nn.Identity())
print(s)
tryit(lambda: s.insert(-10, nn.ReLU()), "insert -10")
tryit(lambda: s.pop(10), "pop 10")
print(s.pop(-1), len(s))
s[-1] = nn.GELU()
print(s)
tryit(lambda: s.__setitem__(7, nn.ReLU()), "setitem 7")
tryit(lambda: s.__delitem__(9), "delitem 9")
