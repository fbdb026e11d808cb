import torch
import torch.nn as nn

model = nn.Sequential(nn.Linear(2, 3), nn.ReLU(), nn.Sequential(nn.Linear(3, 1)))
order = []


def init(m):
    order.append(type(m).__name__)
    if isinstance(m, nn.Linear):
        nn.init.constant_(m.weight, 0.5)
        nn.init.zeros_(m.bias)


model.apply(init)
print("visit order:", order)
print("first weight:", model[0].weight[0].tolist())
