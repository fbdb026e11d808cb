import torch
# contiguous() after ops; stride of results from arithmetic on transposed inputs
a = torch.arange(6.).reshape(2, 3).t()
print((a + 1).stride(), (a * a).is_contiguous(), a.exp().stride(), (a + torch.ones(3, 2)).stride(), a.clone().stride())
print(a.contiguous().stride(), a.sum(0).stride(), a.relu().stride(), torch.zeros_like(a).stride(), torch.empty_like(a).stride())
b = torch.arange(24.).reshape(2, 3, 4).permute(0, 2, 1)
print((b * 2).stride(), b.clone().stride(), b.contiguous().stride(), (b + b).is_contiguous(), torch.ones_like(b).stride())
