# torch.nn.utils.parameters_to_vector / vector_to_parameters, as
# second-order and evolutionary-strategy code flattens a model.
import torch
import torch.nn as nn
from torch.nn.utils import parameters_to_vector, vector_to_parameters

torch.manual_seed(0)
model = nn.Sequential(nn.Linear(3, 2), nn.Tanh(), nn.Linear(2, 1))
vec = parameters_to_vector(model.parameters())
print(vec.shape, vec.requires_grad, type(vec.grad_fn).__name__)
print(vec)
new = torch.arange(vec.numel(), dtype=torch.float32)
vector_to_parameters(new, model.parameters())
print(model[0].weight, model[2].bias)
print(type(model[0].weight).__name__, model[0].weight.requires_grad, model[0].weight.is_leaf)
out = model(torch.ones(1, 3))
out.sum().backward()
print(parameters_to_vector(p.grad for p in model.parameters()))
try:
    vector_to_parameters(new.view(1, -1), model.parameters())
except RuntimeError as e:
    print(type(e).__name__, e)
try:
    vector_to_parameters([1.0, 2.0], model.parameters())
except TypeError as e:
    print(type(e).__name__, e)
try:
    vector_to_parameters(torch.zeros(3), model.parameters())
except RuntimeError as e:
    print(type(e).__name__, e)
print(parameters_to_vector([torch.ones(2, 2), torch.zeros(3)]))
