import torch
import torch.nn.functional as F
torch.manual_seed(22)
for m, k, n in [(3,5,4),(16,33,8),(64,100,10),(32,784,16),(5,256,7)]:
    a = torch.randn(m, k); b = torch.randn(n, k); at = torch.randn(k, m)
    print(m, k, n, (a @ b.t()).flatten().tolist()[:12])
    print(m, k, n, (at.t() @ b.t()).flatten().tolist()[:12])
    print(m, k, n, (at.t() @ torch.randn(k, n)).flatten().tolist()[:12])
    print(m, k, n, (a.double() @ b.double().t()).flatten().tolist()[:6])
