import torch
# promotion for functions with out-of-category scalars: clamp, where, masked_fill on ints
i = torch.tensor([1, 5, 9])
print(i.clamp(2.5, 7).dtype, i.clamp(2, 7).dtype, i.masked_fill(i > 4, 2.7), i.masked_fill(i > 4, True), torch.where(i > 4, i, 0.5).dtype)
print(torch.full_like(i, 2.5), torch.zeros_like(i) + 0.5, (i * torch.tensor(0.5)).dtype, (i * torch.tensor([0.5])).dtype)
b = torch.tensor([True, False])
print(b.masked_fill(b, False), (b * 2.5).dtype, (b + torch.tensor(2, dtype=torch.uint8)).dtype, (b | torch.tensor([False, True])).dtype)
h = torch.tensor([1., 2.], dtype=torch.float16)
print((h * 2.5).dtype, (h * torch.tensor(2.5)).dtype, (h * torch.tensor([2.5])).dtype, (h + torch.tensor(1, dtype=torch.int64)).dtype)
