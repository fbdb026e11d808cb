import torch
import torch.nn.functional as F
torch.manual_seed(12)
for shape in [(4,3),(8,10),(16,32),(2,3,5,5),(4,8,4,4),(32,64)]:
    x = torch.randn(*shape)
    bn = torch.nn.BatchNorm1d(shape[1]) if len(shape) == 2 else torch.nn.BatchNorm2d(shape[1])
    y = bn(x)
    print(shape, y.flatten().tolist()[:12])
    print(shape, bn.running_mean.tolist()[:8], bn.running_var.tolist()[:8])
    bn.eval()
    print(shape, bn(x).flatten().tolist()[:8])
