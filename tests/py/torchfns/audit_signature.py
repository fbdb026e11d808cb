import inspect
import torch
import torch.nn as nn
import torch.nn.functional as F

def tryp(label, f):
    try:
        print(label, f())
    except Exception as e:
        print(label, type(e).__name__, e)

print("fused" in inspect.signature(torch.optim.AdamW).parameters)
print("fused" in inspect.signature(torch.optim.Adam).parameters)
print(inspect.signature(torch.optim.SGD))
print(inspect.signature(torch.optim.AdamW))
print(inspect.signature(torch.optim.Adam.__init__))
print(inspect.signature(nn.Linear))
print(inspect.signature(nn.Linear.__init__))
print(inspect.signature(nn.Conv2d))
print(inspect.signature(nn.Module.forward) if False else inspect.signature(nn.Linear.forward))
print(list(inspect.signature(nn.LayerNorm).parameters))
print(list(inspect.signature(nn.Embedding).parameters))
print(list(inspect.signature(torch.utils.data.DataLoader).parameters))
print(inspect.signature(nn.Conv1d))
print(inspect.signature(nn.Conv3d).parameters["padding"].default, "lr" in inspect.signature(torch.optim.RMSprop).parameters)
print(list(inspect.signature(nn.TransformerEncoderLayer).parameters))
print(list(inspect.signature(torch.optim.lr_scheduler.StepLR).parameters))
for fn in (torch.add, torch.zeros):
    try:
        print(inspect.signature(fn))
    except Exception as e:
        print(type(e).__name__, str(e).split(" <")[0])
class M(nn.Module):
    def forward(self, x, mask=None, *, scale=1.0): return x
print(inspect.signature(M().forward), inspect.signature(M.forward))
print(inspect.getfullargspec(M.forward).args)
print(list(inspect.signature(torch.nn.init.kaiming_uniform_).parameters))
print(inspect.isclass(nn.Linear), inspect.ismethod(M().forward))
