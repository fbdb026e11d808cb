# torch.func.functional_call as MAML-style and ensembling code uses it:
# the module runs with other tensors as its parameters, gradients reach them.
import torch
import torch.nn as nn
from torch.func import functional_call

torch.manual_seed(0)
model = nn.Sequential(nn.Linear(3, 4), nn.ReLU(), nn.Linear(4, 1))
x = torch.randn(5, 3)
y = torch.randn(5, 1)
params = {k: v.detach().clone().requires_grad_() for k, v in model.named_parameters()}
out = functional_call(model, params, (x,))
print(torch.equal(out, model(x)), type(out.grad_fn).__name__)
# one inner step of MAML: adapted weights, loss through them
loss = nn.functional.mse_loss(functional_call(model, params, x), y)
grads = torch.autograd.grad(loss, list(params.values()), create_graph=True)
fast = {k: p - 0.1 * g for (k, p), g in zip(params.items(), grads)}
outer = nn.functional.mse_loss(functional_call(model, fast, (x,)), y)
outer.backward()
print(round(loss.item(), 6), round(outer.item(), 6))
print(params["0.bias"].grad)
print(model[0].weight.grad, type(model[0].weight).__name__)

zero = {"0.weight": torch.zeros(4, 3)}
print(functional_call(model, zero, x)[:2])
print(model[0].weight.abs().sum() > 0)

bn = nn.BatchNorm1d(3)
stats = {"running_mean": torch.ones(3), "running_var": torch.full((3,), 4.0)}
bn.eval()
print(functional_call(bn, stats, (torch.zeros(2, 3),)))
print(bn.running_mean)
print(functional_call(nn.Linear(3, 1), ({"weight": torch.ones(1, 3)}, {"bias": torch.zeros(1)}), x[:2]))
# kwargs are passed on
class Scale(nn.Module):
    def __init__(self):
        super().__init__()
        self.w = nn.Parameter(torch.ones(1))

    def forward(self, a, factor=1.0):
        return a * self.w * factor


print(functional_call(Scale(), {"w": torch.tensor([3.0])}, (torch.ones(2),), {"factor": 2.0}))
try:
    functional_call(model, {"0.weight": torch.zeros(4, 3)}, x, strict=True)
except RuntimeError as e:
    print(type(e).__name__, e)
try:
    functional_call(model, ({"0.bias": torch.zeros(4)}, {"0.bias": torch.ones(4)}), x)
except ValueError as e:
    print(type(e).__name__, e)
try:
    functional_call(model, [1, 2], x)
except ValueError as e:
    print(type(e).__name__, e)
try:
    functional_call(model, "w", x)
except ValueError as e:
    print(type(e).__name__, e)
# tied weights: giving one name replaces both
tied = nn.Sequential(nn.Linear(2, 2, bias=False), nn.Linear(2, 2, bias=False))
tied[1].weight = tied[0].weight
print(functional_call(tied, {"0.weight": torch.eye(2)}, torch.tensor([[1.0, 2.0]])))
print(functional_call(tied, {"0.weight": torch.eye(2)}, torch.tensor([[1.0, 2.0]]), tie_weights=False))
