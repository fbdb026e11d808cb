import torch
import torch.nn as nn
def tryit(f, label=""):
    try:
        r = f()
        print(label, "OK", r)
    except Exception as e:
        print(label, type(e).__name__, str(e))
m = nn.Module()
w = nn.Parameter(torch.ones(2))
nl = w * 2
print(type(nl).__name__, nl.grad_fn is not None)
tryit(lambda: m.register_parameter('p', nn.Parameter(nl)), "from nonleaf")
print(m.p.is_leaf, m.p.grad_fn)
