import torch.nn as nn

ml = nn.ModuleList([nn.Linear(1, 1), nn.ReLU()])
for expr in ["ml * 2", "2 * ml", "ml + [nn.Tanh()]", "ml[::-1]", "ml[5:]"]:
    try:
        r = eval(expr)
        print(expr, "->", type(r).__name__, [type(m).__name__ for m in r])
    except Exception as e:
        print(expr, "->", type(e).__name__, e)
try:
    ml[0:1] = [nn.Tanh()]
except Exception as e:
    print(type(e).__name__, e)
ml2 = nn.ModuleList()
ml2 += ml
print(len(ml2), ml2[0] is ml[0])
print(dir(ml2)[:0], "0" in ml2._modules, nn.ReLU() in ml2, ml[1] in ml)
print(ml.index(ml[1]) if hasattr(ml, "index") else "no index")
s = nn.Sequential(nn.Linear(1, 1), nn.ReLU())
s2 = s * 3
print(len(s2), s2[0] is s2[2])
print([n for n, _ in s2.named_parameters()])
try:
    s * 0
except ValueError as e:
    print(type(e).__name__, e)
try:
    s * -1
except ValueError as e:
    print(type(e).__name__, e)
try:
    s * 1.5
except TypeError as e:
    print(type(e).__name__, e)
s3 = nn.Sequential(nn.ReLU())
s3 *= 2
print(s3)
print(2 * nn.Sequential(nn.Tanh()))
