import torch
import torch.nn as nn

class M(nn.Module):
    def __init__(self):
        super().__init__()
        self.register_buffer("zeta", torch.zeros(2))
        self.w2 = nn.Parameter(torch.ones(2, 2))
        self.register_parameter("w1", nn.Parameter(torch.ones(2)))
        self.register_buffer("alpha", torch.ones(1))
        self.register_parameter("none_p", None)
        self.register_buffer("none_b", None)


m = M()
print(m._parameters)
print(list(m._buffers.keys()))
print([n for n, _ in m.named_parameters()])
print([n for n, _ in m.named_buffers()])
print(list(m.state_dict().keys()))
print(m.none_p, m.none_b)
print(hasattr(m, "none_p"), "none_p" in m.__dict__)
m.none_p = nn.Parameter(torch.tensor([3.0]))
print([n for n, _ in m.named_parameters()])
m.none_b = torch.tensor([7])
print(list(m.state_dict().keys()))
print(m.state_dict()["none_b"])
