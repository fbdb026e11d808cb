import torch

w = torch.ones(2, requires_grad=True)
opt = torch.optim.SGD([w], lr=torch.tensor(0.25), momentum=0.5)
print(opt)
print(opt.param_groups[0]["lr"])
a = torch.optim.Adam([w], lr=torch.tensor(1e-3))
print(a)
