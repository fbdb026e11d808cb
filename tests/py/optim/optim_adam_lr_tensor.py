import torch

w = torch.tensor([1.0, -1.0], requires_grad=True)
opt = torch.optim.SGD([w], lr=torch.tensor(0.5))
w.grad = torch.tensor([0.25, 0.5])
opt.step()
print(w, opt.param_groups[0]["lr"])
a = torch.optim.Adam([w], lr=torch.tensor(0.01))
a.step()
print(w.tolist())
try:
    torch.optim.SGD([w], lr=torch.tensor([0.1, 0.2]))
except ValueError as e:
    print("ValueError", e)
