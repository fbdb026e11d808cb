import torch
import torch.nn.functional as F
torch.manual_seed(25)
for m, k, n in [(2,3,4),(8,16,8),(32,100,10),(5,7,3),(64,128,32)]:
    a = torch.randn(m, k); b = torch.randn(k, n); c = torch.randn(m, n); bias = torch.randn(n)
    print(m, k, n, torch.addmm(c, a, b).flatten().tolist()[:10])
    print(m, k, n, torch.addmm(bias, a, b).flatten().tolist()[:10])
    print(m, k, n, torch.addmm(c, a, b, beta=0.5, alpha=2.0).flatten().tolist()[:10])
    print(m, k, n, torch.addmm(bias, a, torch.randn(n, k).t()).flatten().tolist()[:10])
    print(m, k, n, (a @ b + bias).flatten().tolist()[:10])
