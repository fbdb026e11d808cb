import torch
import torch.nn as nn

torch.manual_seed(0)
m = nn.Linear(2, 2)
d = dict(m.named_parameters())
print(d)
sd = m.state_dict()
print(sd)
print({k: v.shape for k, v in sd.items()})
print({k: v.tolist() for k, v in sd.items()})
print([(k, v.dtype) for k, v in sd.items()])
grads = {k: p.grad for k, p in m.named_parameters()}
print(grads)
print({"a": torch.tensor(1), "b": torch.tensor([1.5, 2.0]), "c": torch.zeros(2, dtype=torch.long)})
print(str(sd)[:40])
