import torch
a = torch.tensor([1, 2])
b = torch.tensor([1, 2])
print(hash(a) == hash(a), hash(a) == hash(b))
s = {a, b}
print(len(s), a in s)
d = {a: 'x'}
print(d[a], b in d)
print(3 in torch.tensor([[1, 2], [3, 4]]), torch.tensor([1, 2]) in torch.tensor([[1, 2], [3, 4]]))
print(torch.tensor([5, 6]) in torch.tensor([[1, 2], [3, 4]]))
print(a is a, a == None, a != None, None == a)
print(torch.tensor(1) == None, [a].index(a))
try:
    print([b, a].index(a))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(a in [b])
except Exception as e:
    print(type(e).__name__, e)
print(a.__eq__(None), a.__ne__(None))
for c in [lambda: a < None, lambda: a > 'x', lambda: a == 'x', lambda: a + None, lambda: a + 'x', lambda: None + a]:
    try:
        print(c())
    except Exception as e:
        print(type(e).__name__, e)
