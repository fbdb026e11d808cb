import torch, torch.nn as nn
m = nn.Module()
m.register_buffer("b", torch.zeros(2), persistent=False)
m.b = torch.ones(3)
print(m._non_persistent_buffers_set, m.b, list(m.state_dict()))
m.nb = nn.Buffer(torch.ones(1))
print(list(m._buffers), list(m.state_dict()))
m.nb2 = nn.Buffer(torch.ones(1), persistent=False)
print(sorted(m._non_persistent_buffers_set), list(m.state_dict()))
print(type(m.nb).__name__, type(nn.Buffer(torch.ones(1))).__name__)
m.b = nn.Buffer(torch.zeros(1))
print(sorted(m._non_persistent_buffers_set), list(m.state_dict()))
try:
    m.nb = "x"
except TypeError as e:
    print(e)
del m.nb
print(list(m._buffers))
try:
    del m.nb
except AttributeError as e:
    print(e)
print(getattr(m, "nb", "gone"))
