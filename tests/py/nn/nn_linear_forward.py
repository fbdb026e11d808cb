import torch
import torch.nn as nn
torch.manual_seed(0)
l = nn.Linear(2, 3)
x = torch.tensor([[1.0, 2.0], [3.0, 4.0]])
y = l(x)
print(y)
print(y.grad_fn.name() if hasattr(y.grad_fn, 'name') else type(y.grad_fn).__name__)
print(l(torch.ones(2)))
print(l(torch.ones(2, 2, 2)).shape)
