import torch
# type() strings and casts via type(); is_floating_point after ops
x = torch.tensor([1.5, -2.5])
print(x.type(), x.type(torch.int64), x.type('torch.LongTensor'), x.type('torch.FloatTensor') is x, x.type(torch.float32) is x)
print(x.long().type(), x.int().type(), x.bool().type(), x.half().type(), x.double().type(), x.byte().type(), x.char().type(), x.short().type())
try:
    x.type('torch.Nope')
except Exception as e:
    print(type(e).__name__, e)
print((x.long() / 2).is_floating_point(), (x.long() // 2).is_floating_point(), (x > 0).is_floating_point())
