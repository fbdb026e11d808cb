# pytorch/tutorials recipes_source/recipes/module_load_state_dict_tips.py @ 06059c5ed41b731d4d3392d18d417fd267246e05 (BSD-3-Clause)
# Recipe code verbatim (checkpoint.pth goes to the in-memory sandbox); prose trimmed; seeded; the values
# of the load_state_dict calls, which the notebook shows, are printed, and a driver at the end.
import torch
from torch import nn
torch.manual_seed(0)  # nnscope: seeded

class SomeModule(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.linears = nn.ModuleList([nn.Linear(1, 1) for i in range(10)])

    def forward(self, x):
        return self.linears(x)


m = SomeModule()
torch.save(m.state_dict(), 'checkpoint.pth')
state_dict = torch.load('checkpoint.pth', mmap=True)
with torch.device('meta'):
  meta_m = SomeModule()
print(meta_m.load_state_dict(state_dict, assign=True))

state_dict = torch.load('checkpoint.pth')
m = SomeModule()
print(m.load_state_dict(state_dict))

state_dict = torch.load('checkpoint.pth')

state_dict = torch.load('checkpoint.pth', mmap=True)

m = SomeModule()

with torch.device('meta'):
  meta_m = SomeModule()

print(m.load_state_dict(state_dict))

print(meta_m.load_state_dict(state_dict, assign=True))

# nnscope driver
print(meta_m.linears[3].weight.device, meta_m.linears[3].weight.is_meta, type(meta_m.linears[3].weight).__name__)
print(torch.equal(meta_m.linears[9].bias, m.linears[9].bias), meta_m.linears[0].weight.requires_grad)
with torch.device('meta'):
  meta_2 = SomeModule()
print(meta_2.load_state_dict(state_dict), meta_2.linears[0].weight)
try:
    meta_m(torch.ones(1))
except Exception as e:
    print(type(e).__name__, e)
