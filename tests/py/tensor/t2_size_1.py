import torch
# torch.Size ops in learner code
x = torch.zeros(4, 3, 28, 28)
b, c, h, w = x.shape
print(b, c, h, w, x.shape[1:], x.shape[-2:], x.size()[0], x.size(1), x.shape[:-1] + (10,))
print(x.view(x.size(0), -1).shape, x.reshape(*x.shape[:2], -1).shape, x.new_zeros(x.shape[2:]).shape)
print(torch.Size([2, 3]) == torch.Size((2, 3)), torch.Size([2, 3]) != (2, 4), list(x.shape) == [4, 3, 28, 28])
print(x.shape.numel(), x[0].shape.numel(), len(x.shape), x.shape[::-1], x.shape.count(28), x.shape.index(28))
print(str(x.shape), repr(torch.Size([])), torch.Size([1]), torch.Size([1]) + torch.Size([2]), type(torch.Size([1]) + torch.Size([2])).__name__)
print(tuple(x.shape[i] for i in range(2)), {x.shape: 1}[torch.Size([4, 3, 28, 28])])
print(torch.Size([3, 4])[0] * torch.Size([3, 4])[1], isinstance(x.shape[0], int), type(x.shape[0]).__name__)
print(x.shape == torch.Size([4, 3, 28, 28]), x.shape > (4, 3), min(x.shape))
try:
    x.shape[0] = 5
except Exception as e:
    print(type(e).__name__, e)
try:
    x.shape = (2, 2)
except Exception as e:
    print(type(e).__name__, e)
