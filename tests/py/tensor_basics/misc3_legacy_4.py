import torch
import torch.nn as nn
m = nn.Linear(2, 3)
print(m.weight.type(), isinstance(m.weight, torch.FloatTensor), isinstance(m.weight, torch.Tensor))
print(m.weight.data.type(), m.double().weight.type(), isinstance(m.weight, torch.DoubleTensor))
x = torch.Tensor(3, 4)
print(x.shape, x.dtype, torch.Tensor().numel(), torch.Tensor([[1, 2], [3, 4]]))
print(torch.Tensor(torch.Size([2, 3])).shape, torch.Tensor((1, 2)))
t = torch.tensor([1.5, 2.5])
print(torch.Tensor(t) is t, torch.FloatTensor(t) is t)
for c in [lambda: torch.Tensor(torch.tensor([1, 2])), lambda: torch.Tensor('abc'), lambda: torch.Tensor(2, 3.0),
          lambda: torch.Tensor([1, 2], dtype=torch.int64), lambda: torch.Tensor(None), lambda: torch.Tensor(-2, 3)]:
    try:
        print(c())
    except Exception as e:
        print(type(e).__name__, e)
print(torch.typename(t), torch.typename(t.long()), torch.typename(m.weight))
y = t.new(2, 2)
print(y.shape, y.dtype, t.new([5, 6]), t.long().new([5.7]), t.new().shape)
