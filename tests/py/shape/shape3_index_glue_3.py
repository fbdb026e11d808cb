import warnings
import torch
warnings.simplefilter("ignore")
m = torch.arange(6).reshape(2, 3)
print(m[torch.tensor([1, 0], dtype=torch.uint8)])
print(m[torch.tensor([1, 1], dtype=torch.uint8)].shape)
try:
    m[torch.tensor([0, 1], dtype=torch.uint8)] = 0
except Exception as e:
    print(type(e).__name__, e)
print(m)
