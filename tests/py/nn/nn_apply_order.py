import torch
import torch.nn as nn
order = []
class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.a = nn.Linear(1, 1)
        self.s = nn.Sequential(nn.ReLU(), nn.Linear(1, 1))
        self.b = self.a
n = Net()
r = n.apply(lambda m: order.append(type(m).__name__))
print(order, r is n)
