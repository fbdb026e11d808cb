import torch
from torch.autograd.functional import jvp
out, t = jvp(lambda x: x.sin() * 2, torch.tensor([0., 1.]), torch.tensor([1., 1.]))
print(out, t)
