import torch
import torch.nn as nn


def log_pre(module, args):
    print("pre", type(module).__name__)


def log_post(module, args, out):
    print("post", tuple(out.shape))


model = nn.Sequential(nn.Linear(2, 3), nn.ReLU())
model.register_forward_pre_hook(log_pre)
model[0].register_forward_hook(log_post)
y = model(torch.ones(1, 2))
print(tuple(y.shape))
