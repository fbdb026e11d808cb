import torch
import torch.nn as nn
class M(nn.Module):
    def __init__(self):
        super().__init__()
        self.register_buffer("keep", torch.zeros(2))
        self.register_buffer("temp", torch.zeros(2), persistent=False)
a, b = M(), M()
a.keep.fill_(1)
a.temp.fill_(1)
print(list(a.state_dict()))
print(b.load_state_dict(a.state_dict()))
print(b.keep, b.temp)
sd = dict(a.state_dict())
sd["temp"] = torch.ones(2)
print(b.load_state_dict(sd, strict=False))
print(b.temp)
print([n for n, _ in b.named_buffers()])
