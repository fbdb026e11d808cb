import torch
import torch.nn as nn
class M(nn.Module):
    def __init__(self):
        super().__init__()
        self.plain_tensor = torch.ones(2)
        self.register_buffer("buf", torch.ones(2))
m = M()
print("plain_tensor" in m.__dict__, "plain_tensor" in m._buffers, list(m.state_dict()))
m.double()
print(m.plain_tensor.dtype, m.buf.dtype)
print([n for n, _ in m.named_buffers()])
