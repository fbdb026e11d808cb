import torch
# in-place promotion errors
def tr(f):
    try:
        r = f()
        print(r, r.dtype)
    except Exception as e:
        print(type(e).__name__, e)
i = torch.tensor([1, 2, 3])
tr(lambda: i.clone().add_(1.5))
tr(lambda: i.clone().mul_(torch.tensor([1.5, 2., 3.])))
tr(lambda: i.clone().div_(2))
tr(lambda: i.clone().div_(2, rounding_mode='floor'))
tr(lambda: i.clone().true_divide_(2))
tr(lambda: i.clone().add_(torch.tensor(1.5)))
tr(lambda: i.clone().add_(True))
tr(lambda: torch.tensor([True, False]).add_(1))
tr(lambda: torch.tensor([True, False]).mul_(True))
tr(lambda: torch.tensor([1, 2], dtype=torch.int32).add_(torch.tensor([1, 1])))
tr(lambda: torch.tensor([1., 2.]).add_(torch.tensor([1., 1.], dtype=torch.float64)))
tr(lambda: torch.tensor([1., 2.], dtype=torch.float16).add_(torch.tensor([1.5, 1.])))
tr(lambda: torch.tensor([1, 2], dtype=torch.uint8).sub_(5))
tr(lambda: i.clone().pow_(2))
tr(lambda: i.clone().pow_(0.5))
tr(lambda: i.clone().floor_divide_(2))
tr(lambda: i.clone().remainder_(2))
tr(lambda: i.clone().clamp_(0.5, 2.5))
x = torch.tensor([1, 2, 3])
try:
    x += 0.5
except Exception as e:
    print(type(e).__name__, e)
print(x)
x = torch.tensor([1, 2, 3])
try:
    x /= 2
except Exception as e:
    print(type(e).__name__, e)
x = torch.tensor([1., 2.])
x += torch.tensor([1, 2])
print(x, x.dtype)
x *= 2
print(x)
