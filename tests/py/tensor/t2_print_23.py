import torch
# printing float16/bfloat16 tensors with suffix and grad
print(torch.tensor([1.5, 2.5], dtype=torch.float16, requires_grad=True))
print(torch.tensor([1.5, 2.5], dtype=torch.bfloat16, requires_grad=True) * 2)
print(torch.arange(12, dtype=torch.float16).reshape(3, 4) / 3)
print(torch.tensor([1e-3, 1e3], dtype=torch.float16), torch.tensor([6e-5], dtype=torch.float16), torch.tensor([1e-7], dtype=torch.float16))
print(torch.tensor([100000.], dtype=torch.bfloat16), torch.tensor([1e-20, 1.], dtype=torch.bfloat16))
