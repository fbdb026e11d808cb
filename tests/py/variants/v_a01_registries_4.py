import torch
import torch.nn as nn


class Holder(nn.Module):
    def __init__(self):
        super().__init__()
        self.p = nn.Parameter(torch.ones(2))
        self.register_buffer("b", torch.zeros(2))
        self.t = torch.zeros(2)


h = Holder()
try:
    h.register_buffer("t", torch.ones(2))
except KeyError as e:
    print("KeyError:", e)
try:
    h.register_parameter("b", nn.Parameter(torch.ones(1)))
except KeyError as e:
    print("KeyError:", e)
try:
    h.register_buffer("p", torch.ones(2))
except KeyError as e:
    print("KeyError:", e)
del h.t
h.register_buffer("t", torch.ones(2))
print(list(h._buffers.keys()), "t" in h.__dict__)
print(list(h.state_dict().keys()))
h.b = torch.full((2,), 5.0)
print(h.b, list(h._buffers.keys()))
try:
    h.b = 3
except TypeError as e:
    print("TypeError:", e)
try:
    h.p = torch.zeros(2)
except TypeError as e:
    print("TypeError:", e)
h.p = nn.Parameter(torch.full((2,), 9.0))
print(h.p)
print(list(h.state_dict().items()))
