import torch
z = torch.tensor([1 + 1j, 2, 3j, -4j])
m = torch.tensor([True, False, False, True])
print(z.masked_fill(m, 0), z.masked_fill(m, 2.5))
w = z.clone()
w.masked_fill_(~m, -1)
print(w)
