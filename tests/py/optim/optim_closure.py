import torch

w = torch.tensor([2.0, -1.0], requires_grad=True)
opt = torch.optim.SGD([w], lr=0.25)
calls = []

def closure():
    opt.zero_grad()
    loss = (w ** 2).sum()
    loss.backward()
    calls.append(torch.is_grad_enabled())
    return loss

for _ in range(3):
    loss = opt.step(closure)
    print(loss, w)
print(calls)
print(opt.step())
a = torch.optim.Adam([w], lr=0.1)
print(a.step(closure).item())
print(w.tolist())
with torch.no_grad():
    print(opt.step(closure))
print(calls[-1])
