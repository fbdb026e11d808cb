import torch
import torch.nn as nn


def hook_fn(module, input, output):
    print(f"layer: {module} | input: {type(input).__name__} len {len(input)} | output shape: {output.shape}")


model = nn.Sequential(nn.Linear(3, 5), nn.LeakyReLU(0.2), nn.Linear(5, 2), nn.Softmax(dim=1))
hs = {name: mod.register_forward_hook(hook_fn) for name, mod in model.named_modules() if name}
model(torch.randn(4, 3))
hs["1"].remove()
hs["3"].remove()
print("---")
model(torch.randn(1, 3))
print(sorted(hs))
print(model)
