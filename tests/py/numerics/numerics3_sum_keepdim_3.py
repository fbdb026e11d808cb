import torch
import torch.nn.functional as F
torch.manual_seed(42)
x = torch.randn(128, 784)
for d in range(x.dim()):
    print(d, x.sum(d, keepdim=True).flatten().tolist()[:12])
    print(d, x.mean(-1 - d).flatten().tolist()[:12])
print(repr(x.sum().item()), repr(x.mean().item()), repr(x.double().mean().item()))
print(x.sum(dim=(0, -1)).flatten().tolist()[:10])
print(torch.sum(x, 0).flatten().tolist()[-5:], torch.mean(x, dim=0).flatten().tolist()[-5:])
