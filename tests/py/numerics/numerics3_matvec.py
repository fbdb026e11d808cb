import torch
import torch.nn.functional as F
torch.manual_seed(27)
for m, k in [(3,4),(10,10),(16,33),(64,784),(5,100),(1,7),(7,1),(128,64)]:
    a = torch.randn(m, k); v = torch.randn(k); u = torch.randn(m)
    print(m, k, (a @ v).tolist()[:10])
    print(m, k, (u @ a).tolist()[:10])
    print(m, k, repr((v @ v).item()), repr(torch.dot(v, v).item()))
    print(m, k, torch.mv(a.double(), v.double()).tolist()[:5])
    print(m, k, (u + a @ v).tolist()[:5])
