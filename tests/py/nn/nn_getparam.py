import torch
import torch.nn as nn
def tryit(f, label=""):
    try:
        r = f()
        print(label, "OK", r)
    except Exception as e:
        print(label, type(e).__name__, str(e))
net = nn.Sequential(nn.Linear(2,2), nn.Sequential(nn.ReLU(), nn.Linear(2,3)))
net[0].register_buffer('rb', torch.zeros(1))
net[0].foo = 3
tryit(lambda: net.get_parameter('1.1.weight').shape, "gp")
tryit(lambda: net.get_parameter('1.1.nope'), "gp nope")
tryit(lambda: net.get_parameter('1.nope.weight'), "gp nope mod")
tryit(lambda: net.get_parameter('1.0'), "gp module")
tryit(lambda: net.get_parameter('0.rb'), "gp buffer")
tryit(lambda: net.get_parameter('0.foo'), "gp foo")
tryit(lambda: net.get_parameter('weight'), "gp top")
tryit(lambda: nn.Linear(1,1).get_parameter('weight').shape, "gp top2")
