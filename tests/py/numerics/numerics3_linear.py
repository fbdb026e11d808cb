import torch
import torch.nn.functional as F
torch.manual_seed(23)
for bs, i, o in [(1,1,1),(20,1,1),(16,3,1),(4,10,5),(32,784,10),(64,784,128),(8,20,20),(1,784,256),(64,256,10),(10,2,1),(5,100,3),(64,64,64),(3,5,2)]:
    lin = torch.nn.Linear(i, o)
    x = torch.randn(bs, i)
    y = lin(x)
    print(bs, i, o, y.flatten().tolist()[:16], repr(y.sum().item()))
    print(bs, i, o, F.linear(x, lin.weight).flatten().tolist()[:8])
    print(bs, i, o, lin(x[0]).tolist()[:8])
