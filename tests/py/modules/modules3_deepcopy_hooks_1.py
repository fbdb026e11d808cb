import copy
import torch
import torch.nn as nn
m = nn.Linear(1, 1)
m.register_forward_hook(lambda mod, i, o: print("hook on", type(mod).__name__))
c = copy.deepcopy(m)
print(len(c._forward_hooks), c.training)
c(torch.ones(1, 1))
m.eval()
c2 = copy.deepcopy(m)
print(c2.training, c2.weight.requires_grad, c2.weight.grad)
m(torch.ones(1, 1)).sum().backward()
c3 = copy.deepcopy(m)
print(c3.weight.grad is not None, c3.weight.grad is m.weight.grad)
