import torch
import torch.nn.functional as F
torch.manual_seed(26)
for bsz, m, k, n in [(2,3,4,5),(4,8,8,8),(3,16,32,8),(2,5,7,3),(8,10,20,10),(2,64,64,16),(1,4,100,4)]:
    a = torch.randn(bsz, m, k); b = torch.randn(bsz, k, n)
    print(bsz, m, k, n, torch.bmm(a, b).flatten().tolist()[:12])
    print(bsz, m, k, n, (a @ b).flatten().tolist()[-6:])
    print(bsz, m, k, n, torch.baddbmm(torch.randn(bsz, m, n), a, b).flatten().tolist()[:6])
    print(bsz, m, k, n, (a @ b.transpose(1, 2).contiguous().transpose(1, 2)).flatten().tolist()[:6])
