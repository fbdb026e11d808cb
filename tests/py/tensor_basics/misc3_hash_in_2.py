import torch
t = torch.tensor([1.5, 2.5, 3.5])
print(2.5 in t, 4 in t, torch.tensor(3.5) in t, True in torch.tensor([0, 1]), 1 in torch.tensor([True]))
m = torch.tensor([[1, 2], [3, 4]])
print(torch.tensor([3, 4]) in m, torch.tensor([[3, 4]]) in m, 5 in m)
seen = set()
a, b = torch.tensor(1), torch.tensor(1)
seen.add(a)
print(a in seen, b in seen, len({a, b, a}))
cache = {}
cache[t] = 'val'
print(cache[t], id(t) == id(t))
print(t == None, t != None, t is None, t is not None)
print(hash(torch.float32) == hash(torch.float32), hash(torch.Size([1, 2])) == hash((1, 2)))
for c in [lambda: torch.tensor([1.5, 9]) in t, lambda: (1, 2) in t, lambda: 'x' in m, lambda: {1} in m]:
    try:
        print(c())
    except Exception as e:
        print(type(e).__name__, e)
