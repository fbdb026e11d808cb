import torch
x = torch.zeros(3)
print(x.fill_(2) is x, x.zero_() is x, x.add_(1) is x, x.clamp_(0, 0.5) is x, x)
y = torch.ones(2)
print(y.copy_(torch.tensor([3., 4.])), y.uniform_(0, 0) if False else '')
