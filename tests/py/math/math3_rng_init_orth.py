import torch
import torch.nn as nn
for s in range(3):
    torch.manual_seed(s)
    print(nn.init.orthogonal_(torch.empty(6, 10)).tolist())
    print(nn.init.orthogonal_(torch.empty(20, 5), gain=0.5).tolist())
    print(nn.init.orthogonal_(torch.empty(4, 2, 3)).tolist())
    print(nn.init.orthogonal_(torch.empty(3, 3)))
torch.manual_seed(0)
lin = nn.Linear(4, 4)
nn.init.orthogonal_(lin.weight)
print(lin.weight)
print(torch.allclose(lin.weight @ lin.weight.t(), torch.eye(4), atol=1e-6))
g = torch.Generator().manual_seed(5)
print(nn.init.orthogonal_(torch.empty(2, 2), generator=g).tolist())
try:
    nn.init.orthogonal_(torch.empty(3))
except Exception as e:
    print(type(e).__name__, e)
