import torch
import torch.nn as nn
import copy
m = nn.Linear(1, 1)
m.register_buffer('cnt', torch.tensor(3))
m.register_buffer('np', torch.ones(1), persistent=False)
m.tag = ['x']
m.register_forward_hook(lambda mod, a, o: print("  hook on", type(mod).__name__))
m2 = copy.deepcopy(m)
print(m2.cnt, m2.cnt is m.cnt, m2._non_persistent_buffers_set, m2.tag, m2.tag is m.tag)
print(len(m2._forward_hooks))
m2(torch.ones(1, 1))
print(list(vars(m2).keys()) == list(vars(m).keys()))
