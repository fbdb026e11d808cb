from collections import OrderedDict
import torch
import torch.nn as nn
from torch.utils.hooks import RemovableHandle

d = OrderedDict()
h = RemovableHandle(d)
print(type(h).__name__, type(h).__module__)
d[h.id] = "hook"
print(len(d))
h.remove()
print(len(d))
e = OrderedDict()
h2 = RemovableHandle(d, extra_dict=e)
d[h2.id] = 1
e[h2.id] = 2
with h2:
    print(len(d), len(e))
print(len(d), len(e))
m = nn.Linear(1, 1)
h3 = m.register_forward_hook(lambda *a: None)
h4 = RemovableHandle(OrderedDict())
print(h4.id - h3.id, h3.id - h2.id)
opt = torch.optim.SGD(m.parameters(), lr=0.1)
h5 = opt.register_step_pre_hook(lambda *a: None)
print(type(h5).__name__, h5.id - h4.id)
h5.remove()
print(len(opt._optimizer_step_pre_hooks))
try:
    RemovableHandle({})
except TypeError as e:
    print("TypeError", e)
