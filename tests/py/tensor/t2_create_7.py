import torch
x = torch.tensor([[1, 2], [3, 4]], dtype=torch.int32)
f = torch.tensor([1.5, 2.5], dtype=torch.float64)
for fn in [torch.zeros_like, torch.ones_like, torch.empty_like]:
    r = fn(x)
    print(r.shape, r.dtype, r.requires_grad)
print(torch.zeros_like(x), torch.ones_like(f), torch.ones_like(x, dtype=torch.float32))
print(torch.full_like(x, 7), torch.full_like(f, 0.25), torch.full_like(x, 2.9))
print(torch.zeros_like(f, requires_grad=True))
torch.manual_seed(0)
print(torch.rand_like(f), torch.randn_like(f), torch.randint_like(x, 10), torch.randint_like(f, 3, 6))
print(x.new_zeros(2), x.new_ones((1, 2)), x.new_full((2,), 3), x.new_tensor([1.7, 2]), f.new_empty(3).shape)
print(f.new_tensor([1, 2]), f.new_zeros(2, 2).dtype, x.new_ones(2, dtype=torch.bool))
try:
    torch.rand_like(x)
except Exception as e:
    print(type(e).__name__, e)
