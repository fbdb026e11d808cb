import torch
import torch.nn.functional as F
torch.manual_seed(9)
for shape in [(5,),(17,),(100,),(4,17),(16,33),(64,10),(3,128),(2,5,7),(1000,)]:
    x = torch.randn(*shape)
    print(shape, repr(x.var().item()), repr(x.std().item()), repr(x.var(unbiased=False).item()))
    print(shape, x.var(-1).flatten().tolist()[:10], x.std(0).flatten().tolist()[:10])
    print(shape, repr(x.double().var().item()), x.double().std(-1).flatten().tolist()[:5])
