import torch
import torch.nn as nn
class Boom(nn.Module):
    def forward(self, x):
        raise ValueError("forward failed")
b = Boom()
b.register_forward_hook(lambda m, i, o: print("normal hook"))
b.register_forward_hook(lambda m, i, o: print("always hook, out =", o), always_call=True)
try:
    b(torch.ones(1))
except ValueError as e:
    print(type(e).__name__, e)
