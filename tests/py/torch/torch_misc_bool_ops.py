import torch
m = torch.tensor([True, False, True])
print(m.sum(), m.any(), m.all(), ~m, m & ~m, m | ~m, m.float(), m.long(), m.int().dtype)
print(torch.tensor([1, 0, 2]).bool(), m.nonzero if False else 'skip')
