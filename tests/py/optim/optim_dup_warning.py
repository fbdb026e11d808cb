import torch

w = torch.ones(2, requires_grad=True)
print("start")
opt = torch.optim.SGD([w, w], lr=0.1)
print(len(opt.param_groups[0]["params"]))
opt2 = torch.optim.Adam([w, w])
print("second")
w.grad = torch.ones(2)
opt.step()
print(w)
