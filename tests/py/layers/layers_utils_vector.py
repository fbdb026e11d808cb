import torch
import torch.nn as nn
import torch.nn.functional as F

def tr(f):
    try:
        r = f()
        print(r)
    except Exception as e:
        print(type(e).__name__, e)

torch.manual_seed(0)
m = nn.Linear(2, 2)
v = nn.utils.parameters_to_vector(m.parameters())
print(v)
print(v.grad_fn.name(), v.shape)
nn.utils.vector_to_parameters(torch.arange(6.0), m.parameters())
print(m.weight, m.bias)
tr(lambda: nn.utils.vector_to_parameters([1.0], m.parameters()))
