import torch
import torch.nn as nn

class Block(nn.Module):
    def __init__(self):
        super().__init__()
        self.drop = nn.Dropout(0.5)
        self.bn = nn.BatchNorm1d(3)

class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.b1 = Block()
        self.seq = nn.Sequential(Block(), nn.ReLU())
def flags(n):
    return {k: m.training for k, m in n.named_modules()}
n = Net()
print(flags(n))
print(n.train(False) is n)
print(flags(n))
n.train()
n.seq.eval()
print(flags(n))
n.eval()
n.b1.train(True)
print(flags(n))
try:
    n.train("yes")
except ValueError as e:
    print(type(e).__name__, e)
try:
    n.train(1)
except ValueError as e:
    print(type(e).__name__, e)
print(n.training, n.b1.training)
