import torch
# str/repr/format of tensors and scalars
t = torch.tensor([1.5, 2.25])
print(str(t) == repr(t), f"{t}", "{}".format(t), "%s" % t, [t], (t,), {'a': t})
s = torch.tensor(3.14159)
print(f"{s:.2f}", f"{s:8.3f}|", f"{s:e}", format(s, '.1f'), f"{s!r}", f"{s!s}")
i = torch.tensor(42)
print(f"{i:5d}|", f"{i:x}", f"{i}", format(i, '>6'))
b = torch.tensor(True)
print(f"{b}", str(b))
for spec in ['.2f', 'd']:
    try:
        print(format(t, spec))
    except Exception as e:
        print(type(e).__name__, e)
try:
    print(f"{torch.tensor(1.5):d}")
except Exception as e:
    print(type(e).__name__, e)
print(f"{torch.tensor([1.5]):}")
