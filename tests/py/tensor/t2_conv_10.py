import torch
# tensors as dict keys / in sets (identity hash), equality pitfalls
a = torch.tensor(1)
b = torch.tensor(1)
d = {a: 'a'}
print(a in d, b in d, len({a, b}), hash(a) == hash(a))
try:
    print(torch.tensor([1, 2]) in [torch.tensor([1, 2])])
except Exception as e:
    print(type(e).__name__, e)
print(a == b, a is b, a.equal(b), torch.equal(a, b))
print(sorted([torch.tensor(3), torch.tensor(1), torch.tensor(2)]))
print([x for x in torch.tensor([3, 1, 2]) if x > 1])
print(max(torch.tensor([1., 5., 2.])), min(torch.tensor([4, 2])).item())
