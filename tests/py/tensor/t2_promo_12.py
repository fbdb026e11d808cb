import torch
# 0-dim integer tensors with float tensors, and python scalar with 0-dim
t0 = torch.tensor(3)
f0 = torch.tensor(2.5)
d0 = torch.tensor(1.5, dtype=torch.float64)
h = torch.tensor([1., 2.], dtype=torch.float16)
for x, y in [(t0, f0), (t0, 2.5), (f0, 2), (d0, f0), (t0, d0), (h, d0), (h, t0), (h, 2.5), (t0, True), (torch.tensor(True), 1.5), (torch.tensor(True), 2)]:
    r = x * y
    print(r, r.dtype, (x + y).dtype, (x > y).dtype)
print(t0 / 2, t0 // 2, t0 % 2, -t0, t0 ** 2, 2 ** t0, 7 // t0, 7 % t0, 7 / t0)
