import torch
import torch.nn.functional as F
torch.manual_seed(10)
for shape in [(5,),(17,),(100,),(4,17),(16,33),(64,10),(3,128),(1000,)]:
    x = torch.randn(*shape)
    print(shape, repr(x.norm().item()), repr(x.norm(1).item()), repr(torch.linalg.norm(x).item()), repr(x.norm(3).item()))
    print(shape, x.norm(dim=-1).flatten().tolist()[:10], x.norm(p=1, dim=0).flatten().tolist()[:10])
    print(shape, repr(x.double().norm().item()), repr(x.abs().max().item()), repr(x.pow(2).sum().sqrt().item()))
