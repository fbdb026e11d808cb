import torch, torch.nn as nn
torch.manual_seed(0)
class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.lstm = nn.LSTM(2, 8, batch_first=True)
        self.fc = nn.Linear(8, 1)
    def forward(self, x):
        out, _ = self.lstm(x)
        return self.fc(out[:, -1, :])
model = Model()
print(model)
x = torch.randn(16, 10, 2)
y = x.sum(dim=(1, 2)).unsqueeze(1)
opt = torch.optim.Adam(model.parameters(), lr=0.01)
loss_fn = nn.MSELoss()
for epoch in range(5):
    opt.zero_grad()
    loss = loss_fn(model(x), y)
    loss.backward()
    opt.step()
    print(epoch, round(loss.item(), 4))
print(model.lstm.weight_hh_l0.grad.shape)
