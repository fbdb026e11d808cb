import torch, torch.nn as nn
class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.enc = nn.Sequential(nn.Linear(2, 2), nn.ReLU())
        self.dec = nn.Linear(2, 2)
n = Net()
hooks = {}
for name, mod in n.named_modules(prefix="net"):
    hooks[name] = type(mod).__name__
print(hooks)
print(dict(n.named_children()).keys())
print({k: v.shape for k, v in n.named_parameters(prefix="p")})
frozen = [n_ for n_, p in n.named_parameters() if n_.startswith("enc")]
for n_, p in n.named_parameters():
    if n_ in frozen:
        p.requires_grad_(False)
print([(n_, p.requires_grad) for n_, p in n.named_parameters()])
print(len(list(filter(lambda p: p.requires_grad, n.parameters()))))
