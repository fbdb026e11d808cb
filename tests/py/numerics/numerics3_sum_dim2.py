import torch
import torch.nn.functional as F
torch.manual_seed(2)
for shape in [(1,1),(3,5),(4,17),(16,33),(64,10),(10,64),(32,784),(7,100),(100,7),(128,3),(3,128),(20,1),(1,20),(33,1),(64,256)]:
    x = torch.randn(*shape)
    for d in range(2):
        print(shape, d, x.sum(d).tolist())
        print(shape, d, x.mean(d, keepdim=True).tolist())
        print(shape, d, x.double().sum(d).tolist())
    print(shape, repr(x.sum().item()), repr(x.t().sum().item()))
