import torch
import torch.nn as nn

class M(nn.Module):
    def __init__(self):
        super().__init__()
        self.register_buffer("a", torch.zeros(2))
        self.register_buffer("b", torch.ones(1), persistent=False)
        self.register_buffer("c", None)
        self.sub = nn.BatchNorm1d(2)
        self.sub2 = self.sub

m = M()
print([n for n, _ in m.named_buffers()])
print([n for n, _ in m.named_buffers(recurse=False)])
print([n for n, _ in m.named_buffers(prefix="pre")])
print([n for n, _ in m.named_buffers(remove_duplicate=False)])
print(len(list(m.buffers())), len(list(m.buffers(recurse=False))))
print(list(m.state_dict().keys()))
m.register_buffer("a", torch.ones(3), persistent=False)
print(list(m.state_dict().keys()), m._non_persistent_buffers_set)
m.register_buffer("a", torch.ones(3), persistent=True)
print(list(m.state_dict().keys()), m._non_persistent_buffers_set)
m.c = torch.arange(3)
print(m.c, "c" in m._buffers)
sd = m.state_dict()
sd["b"] = torch.zeros(1)
print(m.load_state_dict(sd, strict=False))
try:
    m.load_state_dict(sd)
except RuntimeError as e:
    print(type(e).__name__, e)
print(m.sub.num_batches_tracked, m.sub.running_mean)
