import torch, torch.nn as nn
torch.manual_seed(6)
model = nn.Sequential(nn.Linear(4, 8), nn.Tanh(), nn.Linear(8, 1))
opt = torch.optim.NAdam(model.parameters(), lr=0.01, weight_decay=0.01, decoupled_weight_decay=True)
print(opt)
x = torch.randn(16, 4)
y = x.sum(1, keepdim=True) * 0.5
loss_fn = nn.MSELoss()
for step in range(8):
    opt.zero_grad()
    loss = loss_fn(model(x), y)
    loss.backward()
    opt.step()
    print(step, loss.item())
print(model[2].weight)
print(model[2].bias.tolist())
sd = opt.state_dict()
print(sd["param_groups"])
st = sd["state"][3]
print(sorted(st.keys()))
for k in sorted(st.keys()):
    print(k, st[k])
