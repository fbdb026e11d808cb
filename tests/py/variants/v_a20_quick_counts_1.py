import torch
import torch.nn as nn

model = nn.Sequential(
    nn.Conv2d(1, 4, 3),
    nn.BatchNorm2d(4),
    nn.ReLU(),
    nn.Flatten(),
    nn.Linear(4 * 6 * 6, 10),
)
print("params:", sum(p.numel() for p in model.parameters()))
print("trainable:", sum(p.numel() for p in model.parameters() if p.requires_grad))
print("buffers:", sum(b.numel() for b in model.buffers()))
print("state_dict entries:", len(model.state_dict()))
print(list(model.state_dict().keys()))
for n, p in model.named_parameters():
    print(f"{n:12s} {str(tuple(p.shape)):16s} {p.numel()}")
print(model(torch.randn(2, 1, 8, 8)).shape)
