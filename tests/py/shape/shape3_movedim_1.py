import torch
x = torch.arange(24).reshape(2, 3, 4)
y = x.movedim(0, -1)
print(y.shape, y.stride(), y.is_contiguous())
print(torch.movedim(x, (0, 1), (2, 0)).shape)
print(torch.moveaxis(x, 1, 0).shape)
print(x.moveaxis([0, 2], [2, 0])[0])
img = torch.rand(3, 8, 8)
print(img.movedim(0, -1).shape)
for args in [((0, 1), (2,)), ((0, 0), (1, 2)), ((0, 1), (1, 1)), (3, 0)]:
    try:
        x.movedim(*args)
    except Exception as e:
        print(type(e).__name__, e)
