import torch
import torch.nn as nn

m = nn.Sequential(nn.Linear(2, 2), nn.BatchNorm1d(2))
print("Module.to is self:", m.to(torch.float64) is m, m.double() is m, m.half() is m, m.float() is m, m.cpu() is m)
print("to('cpu') is self:", m.to("cpu") is m, m.to(torch.device("cpu")) is m)
x = torch.ones(2)
print(x.to(torch.float32) is x, x.to(torch.float64) is x, x.float() is x, x.double() is x)
print(x.to("cpu") is x, x.to(x) is x, x.to(torch.ones(1, dtype=torch.float64)).dtype)
y = x.to(torch.float64)
y[0] = 5
print(x, y)
z = x.to(torch.float32, copy=True)
z[0] = 7
print(x, z)
print(x.to(dtype=torch.int32), x.to("cpu", torch.float16))
print(x.type(torch.int64), x.long().dtype, x.int().dtype, x.short().dtype, x.char().dtype, x.byte().dtype, x.bool().dtype, x.half().dtype)
print(m[1].num_batches_tracked.dtype, m[1].running_mean.dtype)
