import torch
import torch.nn as nn

torch.manual_seed(0)
model = nn.Sequential(nn.Conv2d(3, 16, 3), nn.ReLU(), nn.Flatten(), nn.Linear(16 * 6 * 6, 10))
total = sum(p.numel() for p in model.parameters())
trainable = sum(p.numel() for p in model.parameters() if p.requires_grad)
print(f"Total params: {total:,} | trainable: {trainable:_}")
print(f"{'Layer':<12}{'Shape':>20}{'Params':>10}")
print("-" * 42)
for name, p in model.named_parameters():
    print(f"{name:<12}{str(tuple(p.shape)):>20}{p.numel():>10,}")
for name, m in model.named_children():
    print(f"{name!r:>5}: {m.__class__.__name__:<8} {sum(p.numel() for p in m.parameters()):>6}")
print("{:.2f} MB".format(total * 4 / 1024 ** 2))
print("%-10s %s" % ("dtype", next(model.parameters()).dtype))
sizes = {n: tuple(p.shape) for n, p in model.named_parameters()}
print(sorted(sizes.items(), key=lambda kv: -len(kv[1])))
print(max(sizes, key=lambda n: model.get_parameter(n).numel()))
