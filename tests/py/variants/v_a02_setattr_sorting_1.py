import torch
import torch.nn as nn

box = nn.Module()
items = [
    ("gain", nn.Parameter(torch.ones(3))),
    ("lookup", torch.arange(4)),
    ("enc", nn.Sequential(nn.Linear(3, 3), nn.Tanh())),
    ("count", 7),
    ("bias", nn.Parameter(torch.zeros(3))),
    ("head", nn.Linear(3, 1)),
    ("names", ["a", "b"]),
]
for k, v in items:
    setattr(box, k, v)

print("_parameters:", list(box._parameters.keys()))
print("_buffers   :", list(box._buffers.keys()))
print("_modules   :", list(box._modules.keys()))
print("__dict__   :", [k for k in box.__dict__ if not k.startswith("_")])
print([n for n, _ in box.named_parameters()])

for val in [torch.zeros(3), 1.5, "x", [1, 2], nn.ReLU()]:
    try:
        box.gain = val
    except TypeError as e:
        print("gain <-", type(val).__name__, "->", e)
for val in [torch.zeros(3), 3, None]:
    try:
        box.head = val
        print("head <- None ok", box.head)
    except TypeError as e:
        print("head <-", type(val).__name__, "->", e)
print(box)
