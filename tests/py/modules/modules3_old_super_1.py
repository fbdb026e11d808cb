import torch
import torch.nn as nn

class Net(nn.Module):
    def __init__(self, n_layers=3):
        super(Net, self).__init__()
        for i in range(n_layers):
            setattr(self, f"fc{i}", nn.Linear(4, 4))
        for i in range(2):
            self.add_module("act%d" % i, nn.ReLU())
    def forward(self, x):
        for i in range(3):
            x = getattr(self, "fc" + str(i))(x)
        return x

class Net2(nn.Module):
    def __init__(self):
        nn.Module.__init__(self)
        self.w = nn.Parameter(torch.zeros(2))

torch.manual_seed(0)
n = Net()
print(n)
print(n(torch.ones(1, 4)).shape)
print(Net2())
print([k for k, _ in Net2().named_parameters()])
class Bad(nn.Module):
    def __init__(self):
        self.x = 1
        super().__init__()
b = Bad()
print(b.x if hasattr(b, "x") else "no x")
class Bad2(nn.Module):
    def __init__(self):
        self.w = nn.Parameter(torch.ones(1))
        super().__init__()
try:
    Bad2()
except AttributeError as e:
    print(type(e).__name__, e)
class Bad3(nn.Module):
    def __init__(self):
        self.register_buffer("b", torch.ones(1))
try:
    Bad3()
except AttributeError as e:
    print(type(e).__name__, e)
class Bad4(nn.Module):
    def __init__(self):
        pass
b4 = Bad4()
try:
    print(b4)
except AttributeError as e:
    print(type(e).__name__, e)
try:
    list(b4.parameters())
except AttributeError as e:
    print(type(e).__name__, e)
