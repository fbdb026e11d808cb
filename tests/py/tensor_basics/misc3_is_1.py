import torch, torch.nn as nn
x = torch.ones(2, 3)
print(torch.is_tensor(x), torch.is_tensor([1]), torch.is_tensor(nn.Parameter(torch.ones(1))), torch.is_tensor(3))
print(torch.is_storage(x), torch.is_storage(1))
print(torch.numel(x), torch.numel(torch.tensor(3.)))
print(torch.is_nonzero(torch.tensor([1.])), torch.is_nonzero(torch.tensor(0)), torch.is_nonzero(torch.tensor([[False]])))
for c in [lambda: torch.is_nonzero(torch.tensor([1, 2])), lambda: torch.is_nonzero(torch.tensor([])),
          lambda: torch.numel([1, 2]), lambda: torch.is_nonzero(1)]:
    try:
        print(c())
    except Exception as e:
        print(type(e).__name__, e)
print(torch.is_floating_point(x), torch.is_complex(x))
print(x.is_leaf, x.requires_grad, x.is_sparse, x.is_quantized, x.is_meta)
print(x.ndim, x.ndimension(), x.nelement(), x.dim(), x.numel(), x.element_size(), x.itemsize, x.nbytes)
