# nn.Softmax()/LogSoftmax()/Softmin() without dim warn from torch's module.py (PyTorch's stacklevel 5
# lands in Module._wrapped_call_impl); F.softmax without dim warns at the caller's line.
import warnings
import torch
import torch.nn as nn
import torch.nn.functional as F

x = torch.tensor([[1.0, 2.0, 3.0], [1.0, 0.0, -1.0]])
print(nn.Softmax()(x))
print(nn.LogSoftmax()(x))
print(nn.Softmin()(x))


class Head(nn.Module):
    def __init__(self):
        super().__init__()
        self.act = nn.Softmax()

    def forward(self, z):
        return self.act(z * 2)


print(Head()(x))
print(F.softmax(x))
with warnings.catch_warnings(record=True) as w:
    warnings.simplefilter("always")
    nn.Softmax()(x)
    print(len(w), w[0].category.__name__, w[0].filename.endswith("torch/nn/modules/module.py"), w[0].lineno)
