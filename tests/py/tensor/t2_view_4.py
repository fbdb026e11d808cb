import torch
# expand / repeat / expand_as / broadcast_to
x = torch.tensor([[1], [2], [3]])
e = x.expand(3, 4)
print(e, e.stride(), e.is_contiguous(), e.data_ptr() == x.data_ptr())
print(x.expand(-1, 2), x.expand(2, 3, 2).shape, torch.tensor(5).expand(3), torch.tensor([7]).expand(2, 2))
print(x.repeat(1, 2), x.repeat(2, 1), x.repeat(2, 1, 1).shape, torch.tensor([1, 2]).repeat(3), torch.tensor([1, 2]).repeat(2, 2))
print(x.expand_as(torch.zeros(3, 5)).shape, torch.broadcast_to(x, (2, 3, 3)).shape)
print(torch.broadcast_shapes((2, 1), (1, 3)), torch.broadcast_shapes((5,), (3, 1)))
a, b = torch.broadcast_tensors(torch.tensor([1, 2]), torch.tensor([[1], [2], [3]]))
print(a, b)
def tr(f):
    try:
        print(f())
    except Exception as e:
        print(type(e).__name__, e)
tr(lambda: x.expand(2, 4))
tr(lambda: x.expand(4))
tr(lambda: x.repeat(2))
tr(lambda: torch.broadcast_shapes((2,), (3,)))
tr(lambda: e.clone().stride())
tr(lambda: x.expand(3, 2).contiguous().stride())
ee = torch.zeros(3).expand(2, 3)
tr(lambda: ee.add_(1))
