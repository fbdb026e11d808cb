import torch
z = torch.tensor([[1 + 2j, -3j, 4], [0.5 - 0.5j, 2j, -1]])
c = z.clone()
c[0, 0] = 9
print(z, c)
print(z.t().contiguous(), z.t().is_contiguous(), z.t().contiguous().is_contiguous())
print(z[0, 1].expand(2, 3).contiguous())
print(z.detach(), z.clone().dtype)
