import torch
# reductions on 0-dim and with dim=0 on 0-dim
s = torch.tensor(4.)
print(s.sum(), s.sum(0), s.mean(0), s.max(), s.max(0), s.argmax(), s.argmax(0), s.cumsum(0), s.prod(0), s.sum(-1), s.sum(0, keepdim=True))
i = torch.tensor(7)
print(i.sum(), i.sum().dtype, i.prod(), i.max(), i.float().mean(), i.any(), i.all(), i.norm() if False else '')
try:
    s.sum(1)
except Exception as e:
    print(type(e).__name__, e)
print(torch.tensor([[1, 2], [3, 4]]).sum(), torch.tensor([[1, 2], [3, 4]]).sum().item(), type(torch.tensor([[1, 2]]).sum().item()))
