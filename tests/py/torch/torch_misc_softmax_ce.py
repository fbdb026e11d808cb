import torch
logits = torch.tensor([[2.0, 1.0, 0.1], [0.5, 2.5, 0.3]])
p = logits.softmax(dim=1)
print(p, p.sum(1))
target = torch.tensor([0, 1])
nll = -p.log()[torch.arange(2), target].mean()
print(nll)
print(logits.argmax(dim=1) == target, (logits.argmax(1) == target).float().mean())
