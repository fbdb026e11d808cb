import torch
import torch.nn as nn

torch.manual_seed(5)
model = nn.Sequential(nn.Linear(4, 6), nn.ReLU(), nn.Linear(6, 3), nn.Softmax(dim=1))
acts = {}


def save(name):
    def hook(module, inputs, output):
        acts[name] = output.detach()
        print(f"{name:>3} {type(module).__name__:<8} in={tuple(inputs[0].shape)} out={tuple(output.shape)}")
    return hook


handles = [m.register_forward_hook(save(n)) for n, m in model.named_children()]
out = model(torch.randn(2, 4))
print(sorted(acts), f"{acts['3'].sum(dim=1)}")
for h in handles:
    h.remove()
print(len(model._forward_hooks), {n: len(m._forward_hooks) for n, m in model.named_children()})
stats = {k: (round(v.mean().item(), 4), round(v.std().item(), 4)) for k, v in acts.items()}
for k, (mu, sd) in stats.items():
    print(f"layer {k}: mean={mu:+.4f} std={sd:.4f}")
dead = (acts["1"] == 0).float().mean().item()
print(f"dead relu fraction: {dead:.1%}")
