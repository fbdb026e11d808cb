import torch
import torch.nn.functional as F
torch.manual_seed(21)
for m, k, n in [(32,784,10),(64,784,128),(16,100,50),(64,256,10),(1,784,256),(10,64,64),(33,65,17),(64,128,64),(20,300,30),(8,1000,4)]:
    a = torch.randn(m, k); b = torch.randn(k, n)
    c = a @ b
    print(m, k, n, c.flatten().tolist()[:16], repr(c.sum().item()))
    print(m, k, n, (a.double() @ b.double()).flatten().tolist()[:6])
