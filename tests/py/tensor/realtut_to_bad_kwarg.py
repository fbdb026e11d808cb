# Tensor.to with a keyword it does not take (0.4-era code: a.to(requires_grad=True)): PyTorch's argument
# parser error, with the given arguments' types and the three overloads.
import torch
a = torch.ones(2)
for args, kw in (((), {"requires_grad": True}), ((), {"foo": 1}), ((torch.float64,), {"pin": "x"}),
                 ((a,), {"blocking": None})):
    try:
        a.to(*args, **kw)
    except Exception as e:
        print(type(e).__name__, e)
print(a.to(torch.float64, copy=True).dtype)
