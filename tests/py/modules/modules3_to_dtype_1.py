import torch
import torch.nn as nn

class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.fc = nn.Linear(2, 2)
        self.register_buffer("steps", torch.tensor(0))
        self.register_buffer("mask", torch.ones(2, dtype=torch.bool))
        self.register_buffer("scale", torch.ones(1))
        self.plain = torch.ones(1)

n = Net()
def dtypes(m):
    return {k: str(v.dtype) for k, v in m.state_dict().items()}
print(dtypes(n))
print(n.double() is n)
print(dtypes(n), n.plain.dtype)
n.half()
print(dtypes(n))
n.float()
print(dtypes(n))
n.to(torch.float64)
print(dtypes(n))
n.to(dtype=torch.float32)
print(dtypes(n))
try:
    n.to(torch.int64)
except TypeError as e:
    print(type(e).__name__, e)
print(n.to("cpu") is n, n.cpu() is n)
n.bfloat16()
print(dtypes(n))
w = n.fc.weight
n.to(torch.float64)
print(n.fc.weight is w, type(n.fc.weight).__name__)
n.type(torch.float32)
print(dtypes(n))
