import torch
import torch.nn as nn


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.fc = nn.Linear(3, 1, bias=False)
        with torch.no_grad():
            self.fc.weight.copy_(torch.tensor([[1.0, -1.0, 2.0]]))

    def forward(self, x):
        return self.fc(x)


m = Net()
m.register_forward_pre_hook(lambda mod, inp: inp[0] * 2)
m.fc.register_forward_pre_hook(lambda mod, inp: (inp[0] + 1,))
m.register_forward_hook(lambda mod, inp, out: out - 100)
x = torch.tensor([[1.0, 2.0, 3.0]])
print("m(x)         =", m(x).item())
print("m.forward(x) =", m.forward(x).item())
print("m.fc(x)      =", m.fc(x).item())
print("m.fc.forward =", m.fc.forward(x).item())
out = m(x)
out.backward()
print(m.fc.weight.grad)
