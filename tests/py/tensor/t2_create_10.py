import torch
# complex-free misc creation: diag, tril, triu, cat of creation results, meshgrid
print(torch.diag(torch.tensor([1, 2, 3])), torch.diag(torch.tensor([[1, 2], [3, 4]])))
print(torch.diag(torch.tensor([1., 2.]), 1))
m = torch.arange(9.).reshape(3, 3)
print(torch.tril(m), torch.triu(m), torch.tril(m, -1), torch.triu(m, 1), m.tril(), m.triu(diagonal=-1))
print(torch.ones(3, 3, dtype=torch.bool).tril())
a, b = torch.meshgrid(torch.tensor([1, 2, 3]), torch.tensor([4, 5]), indexing='ij')
print(a, b)
a, b = torch.meshgrid(torch.tensor([1, 2, 3]), torch.tensor([4, 5]), indexing='xy')
print(a, b)
print(torch.diagonal(m), m.diagonal(1), torch.trace(m))
print(torch.diag_embed(torch.tensor([[1, 2], [3, 4]])))
