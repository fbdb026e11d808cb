import torch
import torch.nn as nn

def summary(model, title):
    print(f"== {title} ==")
    print(f"{'Layer (type)':<28}{'Param #':>10}")
    print("=" * 38)
    total = trainable = 0
    for name, mod in model.named_modules():
        if name == "" or list(mod.children()):
            continue
        n = sum(p.numel() for p in mod.parameters(recurse=False))
        total += n
        trainable += sum(p.numel() for p in mod.parameters(recurse=False) if p.requires_grad)
        print(f"{name + ' (' + type(mod).__name__ + ')':<28}{n:>10,}")
    print("=" * 38)
    print(f"Total params: {total:,}")
    print(f"Trainable params: {trainable:,}")
    print(f"Non-trainable params: {total - trainable:,}")
    size_mb = total * 4 / 1024 ** 2
    print(f"Params size (MB): {size_mb:.2f}")

net = nn.Sequential(
    nn.Conv2d(3, 16, 3), nn.BatchNorm2d(16), nn.ReLU(),
    nn.Sequential(nn.Conv2d(16, 32, 3), nn.ReLU()),
    nn.Flatten(), nn.Linear(32 * 4 * 4, 100), nn.Linear(100, 10))
summary(net, "cnn")
net[5].requires_grad_(False)
summary(net, "frozen fc")
