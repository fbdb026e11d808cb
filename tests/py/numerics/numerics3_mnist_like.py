import torch
import torch.nn.functional as F
torch.manual_seed(30)
model = torch.nn.Sequential(torch.nn.Flatten(), torch.nn.Linear(784, 128), torch.nn.ReLU(), torch.nn.Linear(128, 10))
x = torch.randn(64, 1, 28, 28); t = torch.randint(0, 10, (64,))
opt = torch.optim.Adam(model.parameters(), lr=1e-3)
for step in range(5):
    opt.zero_grad()
    loss = torch.nn.CrossEntropyLoss()(model(x), t)
    loss.backward()
    opt.step()
    print(step, repr(loss.item()))
print(model[3].bias.tolist())
