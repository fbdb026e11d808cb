import torch
import torch.nn as nn
def tryit(f, label=""):
    try:
        r = f()
        print(label, "OK", r)
    except Exception as e:
        print(label, type(e).__name__, str(e))
net = nn.Sequential(nn.Linear(2,2))
net[0].register_buffer('rb', torch.zeros(1))
net[0].foo = 3
tryit(lambda: net.get_buffer('0.rb'), "gb")
tryit(lambda: net.get_buffer('0.weight'), "gb weight")
tryit(lambda: net.get_buffer('0.nope'), "gb nope")
tryit(lambda: net.get_buffer('0.foo'), "gb foo")
tryit(lambda: net.get_buffer('rb'), "gb top")
