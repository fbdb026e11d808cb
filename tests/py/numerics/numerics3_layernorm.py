import torch
import torch.nn.functional as F
torch.manual_seed(11)
for shape in [(2,5),(4,10),(8,32),(3,64),(2,3,16),(1,784),(16,100)]:
    x = torch.randn(*shape)
    ln = torch.nn.LayerNorm(shape[-1])
    print(shape, ln(x).flatten().tolist()[:12])
    print(shape, F.layer_norm(x.double(), shape[-1:]).flatten().tolist()[:6])
    print(shape, F.normalize(x, dim=-1).flatten().tolist()[:8])
