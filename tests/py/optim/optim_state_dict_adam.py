import torch

a = torch.tensor([1.0, 2.0], requires_grad=True)
b = torch.tensor([[0.5]], requires_grad=True)
c = torch.tensor([3.0], requires_grad=True)
opt = torch.optim.AdamW([{"params": [a, b]}, {"params": [c], "lr": 0.5}], lr=0.1)
for _ in range(2):
    opt.zero_grad()
    (a.sum() * 2 + (b * b).sum()).backward()
    opt.step()
sd = opt.state_dict()
print(sd["param_groups"])
print(sd["state"])
print(sorted(sd["state"].keys()))
