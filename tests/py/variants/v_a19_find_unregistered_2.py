import torch
import torch.nn as nn


class M(nn.Module):
    def __init__(self):
        super().__init__()
        self.fc = nn.Linear(2, 2)
        self.mask = torch.ones(2)
        self.k = 4


m = M()
print(sorted(k for k in vars(m) if not k.startswith("_")))
print(list(vars(m).keys())[:4])
print(type(vars(m)["_parameters"]).__name__, type(vars(m)["_modules"]).__name__, type(vars(m)["_forward_hooks"]).__name__)
print(vars(m.fc)["in_features"], vars(m.fc)["out_features"])
print("weight" in vars(m.fc), "weight" in m.fc._parameters)
print([k for k in dir(m) if k in ("fc", "mask", "k", "weight")])
print([k for k in dir(m.fc) if k in ("weight", "bias", "in_features")])
print(m.__dict__["training"], m.fc.training)
