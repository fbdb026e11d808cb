import torch
import torch.nn.functional as F
torch.manual_seed(5)
for shape in [(200,200),(60,784),(784,60),(300,150),(1000,40),(40,1000),(70000,),(3,20000),(20000,3),(256,256)]:
    x = torch.randn(*shape)
    print(shape, repr(x.sum().item()), repr(x.mean().item()), repr(x.double().sum().item()))
    if len(shape) == 2:
        print(shape, x.sum(0).tolist()[:20], x.sum(1).tolist()[:20])
        print(shape, repr(x.t().sum().item()), repr(x[:, 1:].sum().item()))
