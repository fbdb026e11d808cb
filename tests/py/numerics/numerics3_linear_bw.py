import torch
import torch.nn.functional as F
torch.manual_seed(24)
for bs, i, o in [(20,1,1),(16,3,1),(4,10,5),(32,784,10),(8,20,20),(64,256,10),(5,100,3),(3,5,2)]:
    lin = torch.nn.Linear(i, o)
    x = torch.randn(bs, i, requires_grad=True)
    y = lin(x)
    g = torch.randn(bs, o)
    y.backward(g)
    print(bs, i, o, lin.weight.grad.flatten().tolist()[:12])
    print(bs, i, o, lin.bias.grad.flatten().tolist()[:12])
    print(bs, i, o, x.grad.flatten().tolist()[:12])
