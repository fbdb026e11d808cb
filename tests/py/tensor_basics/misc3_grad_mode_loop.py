import torch
import torch.nn as nn
torch.manual_seed(0)
model = nn.Linear(4, 2)
opt = torch.optim.SGD(model.parameters(), lr=0.1)
X = torch.randn(8, 4)
y = torch.randint(0, 2, (8,))
for epoch in range(3):
    model.train()
    opt.zero_grad()
    loss = nn.functional.cross_entropy(model(X), y)
    loss.backward()
    opt.step()
    model.eval()
    with torch.no_grad():
        acc = (model(X).argmax(1) == y).float().mean()
    with torch.inference_mode():
        val = model(X)
    print(epoch, round(loss.item(), 4), acc.item(), val.requires_grad, val.is_inference(), torch.is_grad_enabled())
print(model.weight.grad.shape, model.weight.requires_grad)
