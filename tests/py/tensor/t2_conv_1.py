import torch
# .to/.type/.double/.long/.bool etc. on each dtype
x = torch.tensor([-1.7, 0.0, 2.5, 300.2])
print(x.to(torch.int64), x.long(), x.int(), x.short(), x.char(), x.byte(), x.bool(), x.half(), x.bfloat16(), x.double(), x.float())
print(x.to(torch.uint8), x.to(dtype=torch.int8), x.type(torch.int32), x.type('torch.DoubleTensor'), x.type(torch.float64).dtype)
b = torch.tensor([True, False])
print(b.float(), b.long(), b.int() + 1, b.to(torch.float64), b.double().sum())
i = torch.tensor([0, 1, -2, 256])
print(i.bool(), i.to(torch.uint8), i.to(torch.int8), i.float() / 3, i.half())
print(x.to(x) is x, x.to(torch.float32) is x, x.float() is x, x.to(torch.float64, copy=False).dtype, x.to(torch.float32, copy=True) is x)
print(x.to('cpu') is x, x.cpu() is x, x.to(torch.device('cpu')).device, x.to(i).dtype, x.type_as(i), i.type_as(x))
try:
    x.to('cuda')
except Exception as e:
    print(type(e).__name__)
try:
    x.to('float32')
except Exception as e:
    print(type(e).__name__, e)
print(torch.tensor([float('nan'), float('inf')]).long().dtype, torch.tensor([1e10]).int().dtype)
