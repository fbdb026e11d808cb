import torch
import torch.nn.functional as F
torch.manual_seed(31)
x = torch.randn(100, 3); y = x @ torch.tensor([[2.0], [-1.0], [0.5]]) + 0.3 + 0.1 * torch.randn(100, 1)
model = torch.nn.Linear(3, 1)
opt = torch.optim.SGD(model.parameters(), lr=0.05)
for epoch in range(40):
    opt.zero_grad()
    loss = torch.nn.MSELoss()(model(x), y)
    loss.backward()
    opt.step()
    if epoch % 8 == 7:
        print(epoch, repr(loss.item()))
print(model.weight.tolist(), model.bias.tolist())
