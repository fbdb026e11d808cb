# Every registry path of Module.__setattr__ once, for the replay events.
import torch
import torch.nn as nn


class Early(nn.Module):
    def __init__(self):
        self.fc = nn.Linear(2, 2)          # line 8: AttributeError before super().__init__()
        super().__init__()


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.w = nn.Parameter(torch.ones(2))            # 15 parameter
        self.register_buffer("mean", torch.zeros(2))    # 16 register_buffer
        self.register_buffer("tmp", torch.zeros(1), persistent=False)  # 17
        self.add_module("head", nn.Linear(2, 1))        # 18 add_module
        self.register_parameter("b", None)              # 19 register_parameter
        self.scale = torch.ones(2)                      # 20 plain
        self.n = 3                                      # 21 plain
        self.mean = torch.ones(2)                       # 22 buffer-slot
        self.w = nn.Parameter(torch.zeros(2))           # 23 parameter again
        self.b = None                                   # 24 parameter-slot
        self.head = None                                # 25 module-slot
        self.head = nn.Linear(2, 1)                     # 26 module
        self.n = 4                                      # 27 plain again
        self.blocks = [nn.Linear(2, 2)]                 # 28 plain list


net = Net()
try:
    net.w = torch.zeros(2)                              # 33 TypeError
except TypeError as e:
    print(type(e).__name__, e)
try:
    Early()
except AttributeError as e:
    print(type(e).__name__, e)
del net.n                                               # 40 delete __dict__
del net.tmp                                             # 41 delete buffer
setattr(net, "extra", nn.Parameter(torch.ones(1)))      # 42 setattr → parameter
net.double()                                            # 43 moves
print(net.w.dtype, net.scale.dtype, net.blocks[0].weight.dtype)
