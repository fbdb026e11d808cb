# register_backward_hook (the legacy, non-full hook): the FutureWarnings Module.__call__ gives when the hook
# cannot see the whole grad_input / grad_output: a layer with parameters (several autograd nodes), a
# module whose output is nested, one that returns a non-tensor; none for a single-node module.
import torch
import torch.nn as nn

def hook(mod, gi, go):
    print("hook", type(mod).__name__, len(gi), len(go))

x = torch.ones(1, 3, requires_grad=True)
relu = nn.ReLU()
relu.register_backward_hook(hook)
relu(x * 2).sum().backward()

lin = nn.Linear(3, 2)
lin.register_backward_hook(hook)
lin(x).sum().backward()

class Pair(nn.Module):
    def forward(self, a):
        return a * 2, a * 3
p = Pair()
p.register_backward_hook(hook)
u, v = p(x)
(u + v).sum().backward()

class Nest(nn.Module):
    def forward(self, a):
        return [a.sin()]
n = Nest()
n.register_backward_hook(hook)
n(x)[0].sum().backward()

class Dict(nn.Module):
    def forward(self, a):
        return {"y": a.cos()}
d = Dict()
d.register_backward_hook(hook)
d(x)["y"].sum().backward()
lin(x).sum().backward()
