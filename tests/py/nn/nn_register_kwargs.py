import torch
import torch.nn as nn
m = nn.Module()
m.register_buffer(name='b', tensor=torch.zeros(1), persistent=False)
m.register_parameter(name='p', param=nn.Parameter(torch.ones(1)))
m.add_module(name='c', module=nn.ReLU())
print(list(m._buffers), m._non_persistent_buffers_set, list(m._parameters), list(m._modules))
