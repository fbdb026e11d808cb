import torch, torch.nn as nn
torch.manual_seed(0)
def tryit(f, label=""):
    try:
        r = f(); print(label, "OK", r)
    except Exception as e:
        print(label, type(e).__name__, str(e))
class Enc(nn.Module):
    def __init__(self):
        super().__init__()
        self.layers = nn.ModuleList([nn.Linear(2, 2), nn.Linear(2, 3)])
        self.register_buffer("pos", torch.arange(3))
        self.scale = 2
net = nn.Sequential(Enc(), nn.ReLU())
tryit(lambda: net.get_submodule("0.layers.1"), "gs")
tryit(lambda: net.get_submodule("0.layers.2"), "gs oob")
tryit(lambda: net.get_submodule("0.scale"), "gs int attr")
tryit(lambda: net.get_submodule("0.pos"), "gs buffer")
tryit(lambda: net.get_submodule("3"), "gs missing")
tryit(lambda: net.get_parameter("0.layers.0.bias"), "gp")
tryit(lambda: net.get_parameter("0.pos"), "gp buffer")
tryit(lambda: net.get_parameter("0.scale"), "gp int")
tryit(lambda: net.get_parameter("0.layers"), "gp module")
tryit(lambda: net.get_buffer("0.pos"), "gb")
tryit(lambda: net.get_buffer("0.layers.0.weight"), "gb param")
tryit(lambda: net.get_buffer("1.x"), "gb missing")
tryit(lambda: net.set_submodule("1", nn.Tanh()), "set_submodule")
print(net[1])
tryit(lambda: net.set_submodule("0.layers.0", nn.Identity()), "set nested")
print(net[0].layers)
tryit(lambda: net.set_submodule("", nn.Identity()), "set empty")
tryit(lambda: net.set_submodule("0.nope.x", nn.Identity()), "set missing parent")
