import torch
import torch.nn as nn

order = []
lin = nn.Linear(2, 2)
lin.register_forward_hook(lambda m, i, o: order.append("A"))
lin.register_forward_hook(lambda m, i, o: order.append("B"), prepend=True)
lin.register_forward_hook(lambda m, i, o: order.append("C"))
lin.register_forward_pre_hook(lambda m, i: order.append("pre1"))
lin.register_forward_pre_hook(lambda m, i: order.append("pre0"), prepend=True)
lin(torch.ones(1, 2))
print(order)


class Boom(nn.Module):
    def forward(self, x):
        raise ValueError("boom in forward")


b = Boom()
b.register_forward_hook(lambda m, i, o: print("normal hook (skipped)"))
b.register_forward_hook(lambda m, i, o: print("always hook, out =", o), always_call=True)
try:
    b(torch.ones(1))
except ValueError as e:
    print("ValueError:", e)
with lin.register_forward_hook(lambda m, i, o: print("ctx hook", o.shape)):
    lin(torch.ones(3, 2))
lin(torch.ones(1, 2))
print(len(lin._forward_hooks))
