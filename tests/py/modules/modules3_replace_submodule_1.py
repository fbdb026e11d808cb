import torch
import torch.nn as nn
class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.features = nn.Sequential(nn.Linear(4, 8), nn.ReLU(), nn.Linear(8, 8), nn.ReLU())
        self.classifier = nn.Linear(8, 10)
net = Net()
net.classifier = nn.Linear(8, 3)
print(net.classifier)
def replace_relu(module):
    for name, child in module.named_children():
        if isinstance(child, nn.ReLU):
            setattr(module, name, nn.GELU())
        else:
            replace_relu(child)
replace_relu(net)
print(net)
net.features[2] = nn.Identity()
print([type(m).__name__ for m in net.features])
print(net.set_submodule("features.0", nn.Linear(4, 8, bias=False)) if hasattr(net, "set_submodule") else None)
print(net.features[0])
