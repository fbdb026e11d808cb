import torch
for eq, ops in [('ij,jk->ik', (torch.ones(2, 3), torch.ones(2, 3))), ('ij->k', (torch.ones(2, 3),)), ('ij', (torch.ones(2),)), ('ij,jk', (torch.ones(2, 2),))]:
    try:
        torch.einsum(eq, *ops)
    except Exception as e:
        print(type(e).__name__, e)
print(torch.einsum('ij,j', [torch.ones(2, 2), torch.ones(2)]))
