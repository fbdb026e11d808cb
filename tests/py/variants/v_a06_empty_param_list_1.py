import torch
import torch.nn as nn


class AllBad(nn.Module):
    def __init__(self):
        super().__init__()
        self.layers = {"x": nn.Linear(2, 2)}


for make in [lambda: AllBad().parameters(),
             lambda: [],
             lambda: iter([]),
             lambda: nn.ReLU().parameters(),
             lambda: nn.Sequential(nn.ReLU(), nn.Tanh()).parameters()]:
    for opt_cls in (torch.optim.SGD, torch.optim.Adam):
        try:
            opt_cls(make(), lr=0.01)
            print(opt_cls.__name__, "ok")
        except ValueError as e:
            print(opt_cls.__name__, "ValueError:", e)
