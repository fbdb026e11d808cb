import torch, torch.nn as nn
torch.manual_seed(3)
class MLP(nn.Module):
    def __init__(self):
        super().__init__()
        self.layers = nn.ModuleList([nn.Linear(2, 6), nn.Linear(6, 6), nn.Linear(6, 1)])
        self.drop = nn.Dropout(0.2)
    def forward(self, x):
        for l in self.layers[:-1]:
            x = self.drop(torch.relu(l(x)))
        return self.layers[-1](x)
model = MLP()
X = torch.randn(16, 2)
Y = (X ** 2).sum(1, keepdim=True)
opt = torch.optim.Adam(model.parameters(), lr=0.01)
for epoch in range(5):
    model.train()
    opt.zero_grad()
    loss = nn.functional.mse_loss(model(X), Y)
    loss.backward()
    opt.step()
    model.eval()
    with torch.no_grad():
        ev = nn.functional.mse_loss(model(X), Y)
    print(f"{epoch}: train {loss.item():.4f} eval {ev.item():.4f}")
print(model.layers[2].bias)
