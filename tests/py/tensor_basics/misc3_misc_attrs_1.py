import torch
x = torch.ones(2, 3)
print(x.is_contiguous(), x.t().is_contiguous(), x.stride(), x.t().stride(), x.storage_offset())
print(x.dtype, x.layout, x.device, x.requires_grad, x.grad, x.grad_fn, x.is_leaf)
print(x.data, x.names if hasattr(x, 'names') else None)
print(x.shape == (2, 3), x.shape[0] * x.shape[1])
print(torch.strided, type(torch.strided).__name__)
print(x.H.shape if hasattr(x, 'H') else None, x.mT.shape, x.mH.shape)
print(x.real, torch.tensor([1 + 2j]).real, torch.tensor([1 + 2j]).imag)
