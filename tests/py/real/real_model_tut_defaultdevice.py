# pytorch/tutorials recipes_source/recipes/changing_default_device.py @ 0a659232c0d83868b55cdd02c4d9363f8a4b862e (BSD-3-Clause)
# Recipe code verbatim but for the device of its last two sections: 'cuda' (no GPU here, neither in the
# oracle) is 'meta', the device every CPU build has; prose trimmed; seeded; driver at the end.
import torch
torch.manual_seed(0)  # nnscope: seeded

USE_CUDA = False

mod = torch.nn.Linear(20, 30)
if USE_CUDA:
    mod.cuda()

device = 'cpu'
if USE_CUDA:
    device = 'cuda'
inp = torch.randn(128, 20, device=device)
print(mod(inp).device)

with torch.device('meta'):
    mod = torch.nn.Linear(20, 30)
    print(mod.weight.device)
    print(mod(torch.randn(128, 20)).device)

torch.set_default_device('meta')

mod = torch.nn.Linear(20, 30)
print(mod.weight.device)
print(mod(torch.randn(128, 20)).device)

# nnscope driver
print(torch.get_default_device(), torch.zeros(2).device, torch.arange(3).device)
print(mod.weight.shape, mod.bias)
print(torch.empty(3, device='cpu').device, torch.tensor([1.0]).device)
