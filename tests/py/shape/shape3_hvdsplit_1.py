import torch
t = torch.arange(16.).reshape(4, 4)
print(torch.hsplit(t, 2))
print(torch.vsplit(t, [3, 6]))
print(t.hsplit([1, 2]))
d = torch.arange(16.0).reshape(2, 2, 4)
print(torch.dsplit(d, 2)[1])
print(torch.hsplit(torch.arange(6), 3))
for f, a in [(torch.hsplit, 3), (torch.vsplit, 3), (torch.dsplit, 3)]:
    try:
        f(t, a)
    except Exception as e:
        print(type(e).__name__, e)
try:
    torch.dsplit(t, 2)
except Exception as e:
    print(type(e).__name__, e)
try:
    torch.vsplit(torch.arange(4), 2)
except Exception as e:
    print(type(e).__name__, e)
