import torch
import torch.nn as nn

b = nn.Buffer(torch.ones(2))
print(type(b), isinstance(b, nn.Buffer), isinstance(b, torch.Tensor))
print(isinstance(torch.ones(1), nn.Buffer), isinstance(nn.Parameter(torch.ones(1)), nn.Buffer))
print(b.persistent, b._is_buffer)
print(type(nn.Buffer), nn.Buffer.__module__, nn.Buffer.__name__)
print(nn.Buffer is torch.nn.parameter.Buffer, torch.nn.parameter.Parameter is nn.Parameter)


class M(nn.Module):
    def __init__(self):
        super().__init__()
        self.a = nn.Buffer(torch.zeros(2))
        self.b = nn.Buffer(torch.ones(1), persistent=False)
        self.register_buffer("c", torch.zeros(1))


m = M()
print(list(m.state_dict().keys()), [n for n, _ in m.named_buffers()])
print(isinstance(m.a, nn.Buffer), isinstance(m.c, nn.Buffer))
m.a = torch.ones(2)
print(list(m.state_dict().keys()))
e = nn.Buffer()
print(e, isinstance(e, nn.Buffer))
r = nn.Buffer(torch.ones(1, requires_grad=True))
print(r)
