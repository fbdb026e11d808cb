import torch

w = torch.tensor([1.0, 2.0], requires_grad=True)
opt = torch.optim.SGD([w], lr=0.1, momentum=0.5)
for i in range(6):
    if i == 3:
        for g in opt.param_groups:
            g["lr"] = 0.01
            g["momentum"] = 0.0
    w.grad = w.detach() * 2
    opt.step()
    print(i, w.tolist(), opt.param_groups[0]["lr"])
print(opt)
print(opt.state[w]["momentum_buffer"])
