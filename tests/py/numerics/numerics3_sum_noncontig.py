import torch
import torch.nn.functional as F
torch.manual_seed(4)
for shape in [(8,12),(33,65),(64,100),(9,40,3)]:
    x = torch.randn(*shape)
    y = x.transpose(0, 1)
    print(shape, y.sum(0).tolist()[:30], y.sum(1).tolist()[:30], repr(y.sum().item()))
    z = x[..., ::2]
    print(shape, z.sum(-1).flatten().tolist()[:30], z.sum(0).flatten().tolist()[:30], repr(z.sum().item()))
    w = x[1:, 1:]
    print(shape, w.sum(0).flatten().tolist()[:30], w.sum(-1).flatten().tolist()[:30], repr(w.sum().item()))
