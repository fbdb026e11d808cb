import torch, torch.nn as nn
p = [nn.Parameter(torch.ones(2))]
cases = [
    lambda: torch.optim.Adadelta(p, lr=-1), lambda: torch.optim.Adadelta(p, rho=1.5), lambda: torch.optim.Adadelta(p, eps=-1),
    lambda: torch.optim.Adadelta(p, weight_decay=-1), lambda: torch.optim.Adamax(p, betas=(1.0, 0.9)),
    lambda: torch.optim.Adamax(p, betas=(0.9, -0.1)), lambda: torch.optim.NAdam(p, momentum_decay=-1),
    lambda: torch.optim.NAdam(p, lr=-0.1), lambda: torch.optim.RAdam(p, eps=-1e-8), lambda: torch.optim.ASGD(p, lr=-1),
    lambda: torch.optim.ASGD(p, weight_decay=-1), lambda: torch.optim.RAdam([], lr=0.1),
    lambda: torch.optim.Adamax(p, lr=torch.tensor([0.1, 0.2])),
]
for c in cases:
    try:
        c()
        print("ok")
    except Exception as e:
        print(type(e).__name__, e)
o = torch.optim.NAdam(p)
print(o.defaults)
print(torch.optim.RAdam(p).defaults)
print(torch.optim.ASGD(p).defaults)
print(torch.optim.Adadelta(p).defaults)
print(torch.optim.Adamax(p).defaults)
p[0].grad = torch.tensor([0.5, -0.25])
for cls in [torch.optim.Adadelta, torch.optim.Adamax, torch.optim.NAdam, torch.optim.RAdam, torch.optim.ASGD]:
    q = nn.Parameter(torch.tensor([1.0, -2.0, 3.0], dtype=torch.float64))
    q.grad = torch.tensor([0.1, 0.2, -0.3], dtype=torch.float64)
    o = cls([q])
    for _ in range(3):
        o.step()
    print(cls.__name__, q.data.tolist(), q._version)
    print({k: v for k, v in o.state[q].items()})
