import torch.nn as nn

model = nn.Sequential(nn.Embedding(100, 8), nn.LayerNorm(8), nn.Linear(8, 8, bias=False), nn.GELU(), nn.Linear(8, 3))
model[2].requires_grad_(False)
total = sum(p.numel() for p in model.parameters())
train = sum(p.numel() for p in model.parameters() if p.requires_grad)
print(f"total={total:,} trainable={train:,} frozen={total - train:,}")
print(f"{train / total:.2%}")
for name, mod in model.named_children():
    n = sum(p.numel() for p in mod.parameters())
    print(name, type(mod).__name__, n)
print(len(model.state_dict()), len(list(model.parameters())), len(list(model.modules())))
