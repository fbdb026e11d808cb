import torch, torch.nn as nn
class Rope(nn.Module):
    def __init__(self, n):
        super().__init__()
        inv = 1.0 / (10000 ** (torch.arange(0, n, 2).float() / n))
        self.register_buffer("inv_freq", inv, persistent=False)
        self.lin = nn.Linear(n, n)
r = Rope(4)
print(r.inv_freq)
print(list(r.state_dict()))
print(r.load_state_dict(r.state_dict()))
r2 = Rope(4)
res = r2.load_state_dict({**r.state_dict(), "inv_freq": torch.zeros(2)}, strict=False)
print(res)
print(r2.inv_freq)
try:
    r2.load_state_dict({**r.state_dict(), "inv_freq": torch.zeros(2)})
except RuntimeError as e:
    print(e)
print([n for n, _ in r.named_buffers()], r.get_buffer("inv_freq").shape)
