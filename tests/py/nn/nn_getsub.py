import torch
import torch.nn as nn
def tryit(f, label=""):
    try:
        r = f()
        print(label, "OK", r)
    except Exception as e:
        print(label, type(e).__name__, str(e))
net = nn.Sequential(nn.Linear(2,2), nn.Sequential(nn.ReLU(), nn.Linear(2,3)))
tryit(lambda: net.get_submodule('') is net, "empty")
tryit(lambda: net.get_submodule('1.1'), "1.1")
tryit(lambda: net.get_submodule('1.5'), "1.5")
tryit(lambda: net.get_submodule('0.weight'), "0.weight")
tryit(lambda: net.get_submodule('2'), "2")
tryit(lambda: net.get_submodule('1.0.x'), "1.0.x")
