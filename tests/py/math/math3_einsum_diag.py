import torch
m = torch.tensor([[1., 2.], [3., 4.]])
print(torch.einsum('ii->i', m), torch.einsum('ii', m), torch.einsum('ii->', m))
print(torch.einsum('i,i', torch.tensor([1., 2.]), torch.tensor([3., 4.])))
print(torch.einsum('ij,jk,kl->il', torch.eye(2), m, torch.ones(2, 2)))
