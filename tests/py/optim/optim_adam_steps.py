import torch

w = torch.tensor([0.5, -1.5, 2.5], requires_grad=True)
opt = torch.optim.Adam([w], lr=0.05, betas=(0.9, 0.99))
for i in range(12):
    opt.zero_grad()
    loss = ((w - torch.tensor([1.0, 0.0, -1.0])) ** 2).sum()
    loss.backward()
    opt.step()
    print(i, "%.10f" % loss.item(), opt.state[w]["step"])
print(w.tolist())
print(opt.state[w]["exp_avg"].tolist())
print(opt.state[w]["exp_avg_sq"].tolist())
