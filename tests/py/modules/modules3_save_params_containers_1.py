import torch
import torch.nn as nn


class WithBuffers(nn.Module):
    def __init__(self):
        super().__init__()
        self.scale = nn.Parameter(torch.ones(2))
        self.register_buffer("running", torch.zeros(2))
        self.register_buffer("tmp", torch.ones(1), persistent=False)
        self.plist = nn.ParameterList([nn.Parameter(torch.full((1,), float(i))) for i in range(2)])
        self.pdict = nn.ParameterDict({"a": nn.Parameter(torch.tensor([3.0]))})


m = WithBuffers()
torch.save(m.state_dict(), "wb.pt")
sd = torch.load("wb.pt")
print(list(sd.keys()))
print({k: v.tolist() for k, v in sd.items()})
print(type(sd["scale"]).__name__, sd["scale"].requires_grad)
m2 = WithBuffers()
with torch.no_grad():
    for p in m2.parameters():
        p.zero_()
print(m2.load_state_dict(sd))
print(m2.plist[1].item(), m2.pdict["a"].item(), m2.scale.tolist())
params = list(m.parameters())
torch.save(params, "plist.pt")
loaded = torch.load("plist.pt")
print([type(p).__name__ for p in loaded], [p.requires_grad for p in loaded])
torch.save(dict(m.named_buffers()), "bufs.pt")
print(torch.load("bufs.pt"))
sd_missing = {k: v for k, v in sd.items() if k != "running"}
try:
    m2.load_state_dict(sd_missing)
except RuntimeError as e:
    print("RuntimeError", e)
