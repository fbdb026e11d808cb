import torch

w = torch.tensor([1.0, -2.0, 3.0], requires_grad=True)
b = torch.tensor([0.5], requires_grad=True)
opt = torch.optim.SGD([w, b], lr=0.1, momentum=0.9)
print(opt.state)
for i in range(3):
    opt.zero_grad()
    loss = (w * w).sum() + (b * 3).sum()
    loss.backward()
    opt.step()
    print(w, b)
print(opt.state)
print(len(opt.state), w in opt.state, b in opt.state)
print(opt.state[w])
buf = opt.state[w]["momentum_buffer"]
print(buf, buf.requires_grad, buf.dtype)
plain = torch.optim.SGD([w], lr=0.1)
w.grad = torch.ones(3)
plain.step()
print(plain.state, len(plain.state))
