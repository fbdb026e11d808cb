import torch
import torch.nn as nn

for name in ["RMSprop", "Adagrad", "AdamW"]:
    torch.manual_seed(4)
    model = nn.Linear(3, 1)
    x = torch.randn(16, 3)
    y = x @ torch.tensor([[1.0], [-2.0], [0.5]]) + 0.25
    opt = getattr(torch.optim, name)(model.parameters(), lr=0.05)
    for i in range(30):
        opt.zero_grad()
        loss = nn.functional.mse_loss(model(x), y)
        loss.backward()
        opt.step()
    print(name, loss.item(), model.weight.tolist(), model.bias.tolist())
