import torch
print(torch.tril_indices(3, 3))
print(torch.tril_indices(4, 3, -1))
print(torch.tril_indices(4, 3, 1))
print(torch.triu_indices(3, 3))
print(torch.triu_indices(4, 3, -1))
print(torch.triu_indices(3, 3, 1, dtype=torch.int32))
r, c = torch.triu_indices(3, 3, 1)
m = torch.arange(9).reshape(3, 3)
print(m[r, c])
print(torch.tril_indices(0, 3))
try:
    torch.tril_indices(-1, 3)
except Exception as e:
    print(type(e).__name__, e)
