import torch
import torch.nn as nn

m = nn.Linear(2, 1)
m.register_forward_hook(lambda mod, inp, out: print("hook fired"))
x = torch.ones(1, 2)
a = m(x)
b = m.forward(x)
print(torch.equal(a, b))
