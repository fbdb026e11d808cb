import torch
q = torch.arange(24.).reshape(2, 3, 4)
k = torch.ones(2, 5, 4)
print(torch.einsum('bqd,bkd->bqk', q, k))
print(torch.einsum('bij,bjk->bik', torch.ones(2, 2, 3), torch.ones(2, 3, 2)).shape)
print(torch.einsum('...ij,...jk', torch.ones(2, 2, 3), torch.ones(3, 2)))
