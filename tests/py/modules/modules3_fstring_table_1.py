import torch
import torch.nn as nn

torch.manual_seed(0)
class CNN(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv1 = nn.Conv2d(1, 8, 3, padding=1)
        self.bn1 = nn.BatchNorm2d(8)
        self.conv2 = nn.Conv2d(8, 16, 3)
        self.pool = nn.MaxPool2d(2)
        self.fc = nn.Linear(16 * 6 * 6, 10)
    def forward(self, x):
        return x

net = CNN()
print(f"{'name':<20}{'shape':>16}{'numel':>10}")
print("-" * 46)
for name, p in net.named_parameters():
    print(f"{name:<20}{str(tuple(p.shape)):>16}{p.numel():>10,}")
print("-" * 46)
total = sum(p.numel() for p in net.parameters())
print(f"{'total':<20}{'':>16}{total:>10,}")
print(f"{total:_}", f"{total:e}", f"{total:.3g}", f"{total / 1e6:.2f}M")
for name, b in net.named_buffers():
    print(f"{name:^24}|{b.dtype!s:^15}|{b.numel():03d}")
print(f"{'x'!r:>5}", f"{3.14159:+.2f}", f"{42:#x}", f"{42:#o}", f"{42:#b}", f"{0.5:%}")
