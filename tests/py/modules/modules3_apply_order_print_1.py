import torch
import torch.nn as nn

class Block(nn.Module):
    def __init__(self):
        super().__init__()
        self.a = nn.Linear(1, 1)
        self.b = nn.Sequential(nn.ReLU(), nn.Linear(1, 1))

net = nn.Sequential(Block(), nn.Tanh())
order = []
net.apply(lambda m: order.append(type(m).__name__))
print(" -> ".join(order))
print([type(m).__name__ for m in net.modules()])
cnt = {"n": 0}
def count_linear(m):
    if type(m) == nn.Linear:
        cnt["n"] += 1
        with torch.no_grad():
            m.weight.fill_(cnt["n"])
net.apply(count_linear)
print(cnt, [m.weight.item() for m in net.modules() if isinstance(m, nn.Linear)])
try:
    net.apply(5)
except TypeError as e:
    print(type(e).__name__, e)
