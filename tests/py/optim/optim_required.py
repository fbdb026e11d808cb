import torch
from torch.optim.optimizer import Optimizer, required

print(required)
print(repr(required))


class MyOpt(Optimizer):
    def __init__(self, params, lr=required, beta=0.5):
        super().__init__(params, dict(lr=lr, beta=beta))


p = torch.nn.Parameter(torch.ones(1))
try:
    MyOpt([p])
except ValueError as e:
    print("ValueError", e)
o = MyOpt([p], lr=0.25)
print(o)
o2 = MyOpt([{"params": [p], "lr": 1.0}])
print(o2.param_groups[0]["lr"], o2.param_groups[0]["beta"])
print(MyOpt.step.__name__)
try:
    o.step()
except NotImplementedError as e:
    print("NotImplementedError", repr(e))
