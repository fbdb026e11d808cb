import torch
import torch.nn.functional as F
torch.manual_seed(20)
for m, k, n in [(1,1,1),(2,3,4),(4,4,4),(3,7,5),(8,8,8),(5,16,3),(16,16,16),(1,10,1),(10,1,10),(7,13,11),(2,50,3),(6,6,17)]:
    a = torch.randn(m, k); b = torch.randn(k, n)
    print(m, k, n, (a @ b).flatten().tolist()[:24])
    print(m, k, n, torch.mm(a.double(), b.double()).flatten().tolist()[:8])
