import torch
import torch.nn as nn

torch.manual_seed(0)
model = nn.Sequential(nn.Conv2d(1, 4, 3, padding=1), nn.ReLU(), nn.MaxPool2d(2), nn.Flatten(), nn.Linear(4 * 4 * 4, 10))
def hook_fn(module, input, output):
    print(f"{module.__class__.__name__:<10} | input: {str(tuple(input[0].shape)):<16} | output: {tuple(output.shape)}")
handles = [m.register_forward_hook(hook_fn) for m in model]
out = model(torch.randn(2, 1, 8, 8))
for h in handles:
    h.remove()
print(out.shape)
def pre(module, args):
    print("pre", type(module).__name__, [tuple(a.shape) for a in args])
h = model[0].register_forward_pre_hook(pre)
model(torch.randn(1, 1, 8, 8))
h.remove()
model(torch.randn(1, 1, 8, 8))
print("no more hooks:", all(len(m._forward_hooks) == 0 and len(m._forward_pre_hooks) == 0 for m in model.modules()))
