import torch
import torch.nn as nn


class Block(nn.Module):
    def __init__(self):
        super().__init__()
        self.lin = nn.Linear(2, 2)
        self.register_buffer("causal", torch.tril(torch.ones(2, 2)), persistent=False)
        self.register_buffer("ema", torch.zeros(2))


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.blocks = nn.ModuleList([Block(), Block()])
        self.register_buffer("table", torch.eye(2), persistent=False)


m = Model()
print([n for n, _ in m.named_buffers()])
print(list(m.state_dict().keys()))
try:
    m.load_state_dict({"blocks.0.causal": torch.zeros(2, 2)})
except RuntimeError as e:
    print(e)
r = m.load_state_dict(m.state_dict())
print(r)
m.blocks[0].causal = torch.zeros(2, 2)
print("still non-persistent:", "causal" in m.blocks[0]._non_persistent_buffers_set)
print(list(m.state_dict().keys()))
m.blocks[1].register_buffer("causal", torch.ones(1))
print(list(m.state_dict().keys()))
print(m.blocks[0].causal)
