import math
import torch
import torch.optim

def grad_for(shape, k, scale):
    n = 1
    for s in shape:
        n *= s
    vals = [math.sin(i * 1.37 + k * 0.71) * scale + math.cos(i * 0.11 - k) * 0.01 for i in range(n)]
    return torch.tensor(vals).reshape(shape)

a = torch.tensor([math.cos(i * 0.3) for i in range(37)], requires_grad=True)
b = torch.tensor([[math.sin(i * 0.7 + j) for j in range(5)] for i in range(3)], dtype=torch.float64, requires_grad=True)
ps = [a, b]
opt = torch.optim.Adagrad(ps, lr=0.1)
for k in range(6):
    a.grad = grad_for((37,), k, 0.5)
    b.grad = grad_for((3, 5), k, 2.0).to(torch.float64)
    opt.step()
print(a.tolist())
print(b.tolist())
for p in ps:
    st = opt.state[p]
    print(sorted(st.keys()))
    for key in sorted(st.keys()):
        v = st[key]
        print(key, v.tolist() if v.dim() > 0 else v)
print(a._version, b._version)
