import torch
import torch.nn as nn
def tryit(f, label=""):
    try:
        r = f()
        print(label, "OK", r)
    except Exception as e:
        print(label, type(e).__name__, str(e))
net = nn.Sequential(nn.Linear(2,2), nn.Sequential(nn.ReLU(), nn.Linear(2,3)))
net.set_submodule('1.0', nn.Tanh())
print(net)
tryit(lambda: net.set_submodule('', nn.ReLU()), "empty")
tryit(lambda: net.set_submodule('5.0', nn.ReLU()), "missing")
tryit(lambda: net.set_submodule('0.weight.x', nn.ReLU()), "not module")
net.set_submodule('new', nn.Sigmoid())
print(list(net._modules))
