import torch
import torch.nn as nn

torch.manual_seed(0)
model = nn.Sequential(nn.Linear(2, 2), nn.Linear(2, 1))
x = torch.tensor([[1.0, float("nan")]])
found = []
for name, m in model.named_modules():
    m.register_forward_hook(lambda mod, inp, out, name=name: found.append((name or "root", bool(torch.isnan(out).any()))))
print(model(x))
print(found)
print(torch.log(torch.tensor([-1.0, 0.0, 1.0])))
print(torch.tensor([0.0]) / torch.tensor([0.0]), torch.tensor([1.0]) / 0)
print(torch.isnan(torch.tensor([float("nan"), 1.0])).any().item())
