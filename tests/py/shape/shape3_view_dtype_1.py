import torch
x = torch.tensor([1., 2.])
print(x.view(torch.int32))
print(x.view(torch.int16))
print(x.view(torch.uint8).shape)
print(torch.tensor([1, 2], dtype=torch.int16).view(torch.uint8))
print(torch.tensor([0, 0, 128, 63], dtype=torch.uint8).view(torch.float32))
print(x.view(torch.float32) is x, x.view(torch.float32)._is_view())
y = torch.zeros(2, 4, dtype=torch.int16).view(torch.float32)
print(y.shape, y.dtype)
for f in [lambda: torch.tensor([1., 2., 3.]).view(torch.float64), lambda: torch.ones(2, 3).t().view(torch.int16),
          lambda: torch.tensor(1.).view(torch.float64)]:
    try:
        print(f())
    except Exception as e:
        print(type(e).__name__, e)
