import torch
# sum of products & broadcasting dot product idioms; einsum variants
a = torch.arange(6.).reshape(2, 3)
b = torch.arange(3.)
print((a * b).sum(1), a @ b, torch.einsum('ij,j->i', a, b), torch.einsum('ij,ij->i', a, a), torch.einsum('ij->', a), torch.einsum('ij->j', a))
print(torch.einsum('i,j->ij', b, b), torch.einsum('bi,bj->bij', a, a).shape, torch.einsum('ii->i', torch.eye(3) * 2))
print(torch.einsum('...j,j->...', a, b), torch.einsum('ij,kj->ik', a, a))
try:
    torch.einsum('ij,jk->ik', a, a)
except Exception as e:
    print(type(e).__name__, e)
