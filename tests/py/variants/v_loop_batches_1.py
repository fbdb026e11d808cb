import torch, torch.nn as nn
torch.manual_seed(7)
X = torch.randn(12, 3)
Y = X @ torch.tensor([[1.0], [-2.0], [0.5]])
model = nn.Sequential(nn.Linear(3, 4), nn.Tanh(), nn.Linear(4, 1))
opt = torch.optim.SGD(model.parameters(), lr=0.1, momentum=0.9, nesterov=True)
for epoch in range(3):
    perm = torch.randperm(12)
    total = 0.0
    for i in range(0, 12, 4):
        idx = perm[i:i + 4]
        opt.zero_grad()
        loss = ((model(X[idx]) - Y[idx]) ** 2).mean()
        loss.backward()
        nn.utils.clip_grad_norm_(model.parameters(), max_norm=1.0)
        opt.step()
        total += loss.item()
    print(epoch, round(total / 3, 5), perm[:4].tolist())
print(nn.utils.clip_grad_norm_(model.parameters(), 0.5))
print(nn.utils.parameters_to_vector(model.parameters()).shape)
