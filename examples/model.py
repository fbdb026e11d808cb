# examples/model.py — a small model and its training loop: what nnscope runs
# and draws. `build/nnscope run examples/model.py` prints what PyTorch prints;
# `build/nnscope scene examples/model.py` prints the scene (docs/scene.md);
# `build/nnscope audit examples/model.py` prints the findings.
import torch
import torch.nn as nn
import torch.nn.functional as F

torch.manual_seed(0)


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.hidden = nn.Linear(4, 8)
        self.out = nn.Linear(8, 3)
        self.drop = nn.Dropout(0.1)

    def forward(self, x):
        return self.out(self.drop(F.relu(self.hidden(x))))


model = Net()
print(model)
print(sum(p.numel() for p in model.parameters()), "parameters")

x = torch.randn(16, 4)
y = torch.randint(0, 3, (16,))
opt = torch.optim.SGD(model.parameters(), lr=0.1, momentum=0.9)
for step in range(5):
    opt.zero_grad()
    loss = F.cross_entropy(model(x), y)
    loss.backward()
    opt.step()
    print(f"step {step}: loss {loss.item():.4f}")

model.eval()
with torch.no_grad():
    print(model(x[:2]))
print(type(loss.grad_fn).__name__)
