import torch
# masked_fill / where / nonzero / argwhere
x = torch.tensor([[1., 2.], [3., 4.]])
m = torch.tensor([[True, False], [False, True]])
print(x.masked_fill(m, 0), x.masked_fill(~m, float('-inf')), x.masked_fill(torch.tensor(True), 9), x.masked_fill(torch.tensor([True, False]), -1))
print(torch.where(m, x, -x), torch.where(m, x, 0.), torch.where(m, 1, 0), torch.where(x > 2, x, torch.tensor(0)))
print(torch.where(m), torch.where(x > 1.5), x.nonzero(), torch.nonzero(m, as_tuple=True), torch.argwhere(x > 2))
print(torch.where(m, 1., 0).dtype, torch.where(m, 1, 0).dtype, torch.where(m, x.double(), x).dtype, torch.where(m, True, False).dtype)
i = torch.tensor([1, 2, 3])
print(i.masked_fill(i > 1, 0.7), i.masked_fill(i > 1, -1), x.where(m, 100.))
try:
    x.masked_fill(torch.tensor([[1, 0], [0, 1]]), 0)
except Exception as e:
    print(type(e).__name__, e)
try:
    x.masked_fill(m, torch.tensor([1., 2.]))
except Exception as e:
    print(type(e).__name__, e)
x.masked_fill_(m, 5)
print(x)
print(torch.count_nonzero(x), torch.count_nonzero(m, dim=0), torch.nonzero(torch.tensor(0)).shape, torch.nonzero(torch.tensor([0, 0])).shape)
