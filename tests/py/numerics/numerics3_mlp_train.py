import torch
import torch.nn.functional as F
torch.manual_seed(29)
model = torch.nn.Sequential(torch.nn.Linear(20, 64), torch.nn.ReLU(), torch.nn.Linear(64, 3))
x = torch.randn(128, 20); t = torch.randint(0, 3, (128,))
opt = torch.optim.SGD(model.parameters(), lr=0.1, momentum=0.9)
for step in range(30):
    opt.zero_grad()
    loss = F.cross_entropy(model(x), t)
    loss.backward()
    opt.step()
    if step % 5 == 4:
        print(step, repr(loss.item()))
print(model[2].bias.tolist())
print(model[0].weight[0].tolist()[:8])
