# Functional losses given the deprecated size_average / reduce flags warn
# from PyTorch's nn/_reduction.py, once per message.
import warnings
import torch
import torch.nn.functional as F

x = torch.tensor([0.2, 0.7, 0.9])
y = torch.tensor([0.0, 1.0, 1.0])
print(F.binary_cross_entropy(x, y, size_average=False))
print(F.binary_cross_entropy(x, y, size_average=False))
print(F.mse_loss(x, y, reduce=False))
print(F.l1_loss(x, y, size_average=True, reduce=True))
print(F.nll_loss(torch.log_softmax(torch.ones(2, 3), 1), torch.tensor([0, 2]), size_average=False))
with warnings.catch_warnings(record=True) as w:
    warnings.simplefilter("always")
    F.smooth_l1_loss(x, y, reduce=False)
    F.smooth_l1_loss(x, y, reduce=False)
    for m in w:
        print(m.category.__name__, m.filename, m.lineno, str(m.message))
warnings.simplefilter("error")
try:
    F.mse_loss(x, y, size_average=False)
except UserWarning as e:
    print(type(e).__name__, e)
