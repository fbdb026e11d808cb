import torch
import torch.nn as nn

class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.enc = nn.Sequential(nn.Linear(2, 3), nn.ReLU())
        self.register_buffer("step", torch.tensor(0))
        self.scale = nn.Parameter(torch.ones(1))

n = Net()
print(n.get_submodule("enc.0"))
print(n.get_submodule("") is n)
print(n.get_parameter("enc.0.bias").shape)
print(n.get_parameter("scale"))
print(n.get_buffer("step"))
for target in ["enc.5", "dec", "enc.0.weight.x", "scale.x"]:
    try:
        n.get_submodule(target)
    except AttributeError as e:
        print("get_submodule", target, "->", type(e).__name__, e)
for target in ["enc.0.nope", "step", "enc.1", "enc.0", "zz.w"]:
    try:
        n.get_parameter(target)
    except AttributeError as e:
        print("get_parameter", target, "->", type(e).__name__, e)
for target in ["scale", "nob", "enc.0.weight", "x.y"]:
    try:
        n.get_buffer(target)
    except AttributeError as e:
        print("get_buffer", target, "->", type(e).__name__, e)
