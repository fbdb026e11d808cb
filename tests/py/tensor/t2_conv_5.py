import torch
# numpy-free conversions between lists and tensors; round-trips
data = [[1.5, 2.25], [-3.0, 4.125]]
t = torch.tensor(data)
print(t.tolist() == data, torch.tensor(t.tolist()).equal(t))
print(t.double().tolist(), t.half().tolist(), t.long().tolist(), t.bool().tolist())
print([round(v, 2) for v in torch.rand(0).tolist()], [float(v) for v in t.flatten()], [int(v) for v in torch.arange(3)])
print([v.item() for v in t.flatten()], [type(v) for v in t][0].__name__, [v.shape for v in t])
for row in t:
    print(row, row.sum().item())
for a, b in torch.tensor([[1, 2], [3, 4]]):
    print(a, b, a + b)
print(dict(zip(['a', 'b'], torch.tensor([1., 2.]).tolist())))
print(torch.tensor([0.1, 0.2, 0.3]).sum().item(), sum([0.1, 0.2, 0.3]))
