import torch
a = torch.arange(6.).reshape(2, 3)
b = torch.arange(3.)
print(torch.einsum('ij,j->i', a, b), torch.einsum('ij->ji', a), torch.einsum('ij->', a), torch.einsum('ij->j', a))
print(torch.einsum('i,j->ij', b, b), torch.einsum('ij,kj->ik', a, a))
