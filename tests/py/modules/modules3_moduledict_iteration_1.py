import torch
import torch.nn as nn
heads = nn.ModuleDict()
for task, n in [("cls", 3), ("reg", 1), ("seg", 4)]:
    heads[task] = nn.Linear(2, n)
torch.manual_seed(0)
x = torch.ones(1, 2)
outs = {k: h(x).shape[-1] for k, h in heads.items()}
print(outs)
for k in heads:
    print(k, heads[k].out_features)
print([k for k, _ in heads.named_children()], [k for k, _ in heads.named_parameters()][:2])
print(sorted(heads.keys(), key=lambda k: heads[k].out_features))
print(heads.pop("reg").out_features, list(heads.keys()))
