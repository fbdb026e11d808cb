import torch
import torch.nn.functional as F
torch.manual_seed(28)
for s, k, n in [((2,3,4),4,5),((4,5,16),16,8),((2,10,64),64,10),((3,1,20),20,7)]:
    x = torch.randn(*s); w = torch.randn(k, n)
    print(s, (x @ w).flatten().tolist()[:12])
    lin = torch.nn.Linear(k, n)
    print(s, lin(x).flatten().tolist()[:12])
