import torch
import torch.nn as nn

torch.manual_seed(0)
model = nn.Sequential(nn.Linear(3, 4), nn.ReLU(), nn.Linear(4, 2), nn.Softmax(dim=1))
activation = {}
def get_activation(name):
    def hook(model, input, output):
        activation[name] = output.detach()
    return hook
handles = [m.register_forward_hook(get_activation(n)) for n, m in model.named_modules() if n]
out = model(torch.randn(2, 3))
for k, v in activation.items():
    print(k, tuple(v.shape), v.requires_grad, f"{v.mean().item():.4f}")
for h in handles:
    h.remove()
print(len(model[0]._forward_hooks))
stats = {}
def nan_check(mod, inp, out):
    stats[type(mod).__name__] = bool(torch.isnan(out).any())
for m in model.modules():
    if not isinstance(m, nn.Sequential):
        m.register_forward_hook(nan_check)
model(torch.tensor([[float("nan"), 0.0, 1.0], [0.0, 1.0, 2.0]]))
print(stats)
