import torch
import torch.nn as nn


class Add(nn.Module):
    def forward(self, a, b):
        return a + b


m = Add()
seen = []


def pre(mod, args):
    seen.append(len(args))
    a, b = args
    return (a * 10, b)


def post(mod, args, out):
    seen.append(("args-in-post", [t.tolist() for t in args]))
    return None


m.register_forward_pre_hook(pre)
m.register_forward_hook(post)
print(m(torch.tensor([1.0]), torch.tensor([2.0])))
print(seen)
seen.clear()
try:
    print(m(torch.tensor([1.0]), b=torch.tensor([2.0])))
except Exception as e:
    print(type(e).__name__, e)
print(seen)
