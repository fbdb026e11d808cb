import torch
# tensor factory-style methods and attributes
t = torch.tensor([[1., 2., 3.], [4., 5., 6.]])
print(t.shape, t.size(), t.size(0), t.size(-1), t.dim(), t.ndim, t.ndimension(), t.numel(), t.nelement())
print(t.dtype, t.device, t.is_cuda, t.layout, t.element_size(), t.is_floating_point(), t.is_leaf, t.requires_grad)
print(type(t).__name__, type(t.shape).__name__, isinstance(t, torch.Tensor), torch.is_tensor(t), torch.is_tensor([1]))
print(torch.numel(t), t.T, t.mT, t.t())
print(len(t), len(t[0]))
try:
    t.size(2)
except Exception as e:
    print(type(e).__name__, e)
try:
    len(torch.tensor(1.))
except Exception as e:
    print(type(e).__name__, e)
print(t.type(), torch.ones(1, dtype=torch.int64).type(), torch.ones(1, dtype=torch.bool).type(), torch.ones(1, dtype=torch.float64).type())
print(torch.ones(1, dtype=torch.uint8).type(), torch.ones(1, dtype=torch.int8).type(), torch.ones(1, dtype=torch.int16).type(), torch.ones(1, dtype=torch.int32).type(), torch.ones(1, dtype=torch.float16).type(), torch.ones(1, dtype=torch.bfloat16).type())
