import torch
import torch.nn as nn

log = []


class Enc(nn.Module):
    def __init__(self):
        super().__init__()
        self.a = nn.Linear(2, 3)
        self.b = nn.Linear(3, 2)

    def forward(self, x):
        return self.b(torch.relu(self.a(x)))


m = Enc()
hs = []
for name, mod in m.named_modules():
    tag = name or "root"
    hs.append(mod.register_forward_pre_hook(lambda mod, inp, tag=tag: log.append("pre:" + tag)))
    hs.append(mod.register_forward_hook(lambda mod, inp, out, tag=tag: log.append("post:" + tag)))
x = torch.ones(1, 2)
m(x)
print("call   :", log)
log.clear()
m.forward(x)
print("forward:", log)
log.clear()
m.a.forward(x)
print("a.forward:", log)
for h in hs[::2]:
    h.remove()
log.clear()
m(x)
print("after removing pre hooks:", log)
print(len(m._forward_pre_hooks), len(m._forward_hooks), len(m.a._forward_hooks))
