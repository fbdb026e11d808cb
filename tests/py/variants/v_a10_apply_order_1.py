import torch.nn as nn


class Block(nn.Module):
    def __init__(self):
        super().__init__()
        self.a = nn.Linear(2, 2)
        self.b = nn.ReLU()


net = nn.Sequential(Block(), nn.Sequential(nn.Tanh(), Block()), nn.Linear(2, 1))
hit = []
ret = net.apply(lambda m: hit.append(type(m).__name__))
print(hit)
print(ret is net)
names = {m: n for n, m in net.named_modules()}
order = []
net.apply(lambda m: order.append(names[m] or "<root>"))
print(order)
pre = [n or "<root>" for n, _ in net.named_modules()]
print(pre)
