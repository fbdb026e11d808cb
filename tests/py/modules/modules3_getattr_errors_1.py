import torch
import torch.nn as nn
class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.fc1 = nn.Linear(2, 2)
n = Net()
for attr in ["fc2", "weight", "_parameters", "fc1", "training", "__class__"]:
    try:
        v = getattr(n, attr)
        print(attr, "->", type(v).__name__)
    except AttributeError as e:
        print(attr, "->", type(e).__name__, e)
try:
    n.fc1.fc
except AttributeError as e:
    print(e)
try:
    nn.Sequential().foo
except AttributeError as e:
    print(e)
try:
    delattr(n, "fc9")
except AttributeError as e:
    print(e)
