import torch, torch.nn as nn, torch.nn.functional as F
torch.manual_seed(0)
x = torch.randn(2, 3, 10, requires_grad=True)
for m in [nn.MaxPool1d(2), nn.MaxPool1d(3, stride=1), nn.MaxPool1d(3, stride=2, padding=1), nn.AvgPool1d(3, stride=1, padding=1), nn.AvgPool1d(2), nn.AdaptiveAvgPool1d(4), nn.AdaptiveAvgPool1d(1)]:
    y = m(x)
    print(m, tuple(y.shape), y.grad_fn.name())
    print(y[0])
print(F.max_pool1d(x, 2)[1, 2], F.avg_pool1d(x, 4)[1, 2], F.adaptive_avg_pool1d(x, 3)[1, 2])
model = nn.Sequential(nn.Conv1d(3, 4, 3, padding=1), nn.ReLU(), nn.MaxPool1d(2), nn.Conv1d(4, 2, 3), nn.AdaptiveAvgPool1d(1), nn.Flatten())
print(model)
out = model(x)
print(out)
out.sum().backward()
print(x.grad[0, 0])
