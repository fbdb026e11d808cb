# Tensor.type(cls): torch.Tensor is the default type; other classes are refused by name.
import torch
x = torch.arange(3)
y = x.type(torch.Tensor)
print(y, y.dtype)
print(torch.rand(2, dtype=torch.float64).type(torch.Tensor).dtype)
print(x.type(torch.FloatTensor).dtype, x.type(torch.DoubleTensor).dtype, x.type(torch.LongTensor).dtype)
print(x.type(torch.float16).dtype, x.type('torch.IntTensor').dtype)
print(x.type())
try:
    x.type(int)
except Exception as e:
    print(type(e).__name__, e)
try:
    x.type(torch.nn.Module)
except Exception as e:
    print(type(e).__name__, e)
x = torch.arange(3)
for t in (torch.nn.Module, int, torch.nn.Linear, torch.Size):
    try:
        x.type(t)
    except Exception as e:
        print(type(e).__name__, e)
