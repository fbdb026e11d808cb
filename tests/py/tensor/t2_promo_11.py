import torch
# functional forms with alpha / rounding_mode / out dtype
a = torch.tensor([5., -7., 9.])
b = torch.tensor([2., 2., -4.])
print(torch.add(a, b, alpha=2), torch.sub(a, b, alpha=0.5), a.add(1, alpha=3), a.sub(b, alpha=2))
print(torch.div(a, b), torch.div(a, b, rounding_mode='floor'), torch.div(a, b, rounding_mode='trunc'))
i = torch.tensor([5, -7, 9])
j = torch.tensor([2, 2, -4])
print(torch.div(i, j), torch.div(i, j, rounding_mode='floor'), torch.div(i, j, rounding_mode='trunc'), i.div(j, rounding_mode='floor').dtype)
print(torch.fmod(i, j), torch.remainder(i, j), torch.fmod(a, b), torch.remainder(a, b), torch.fmod(a, 3), torch.remainder(-a, 3))
print(torch.mul(i, 2.5), torch.multiply(i, j), torch.subtract(i, 1), torch.true_divide(i, 2), torch.floor_divide(i, j))
try:
    torch.add(i, j, alpha=0.5)
except Exception as e:
    print(type(e).__name__, e)
try:
    torch.div(a, b, rounding_mode='round')
except Exception as e:
    print(type(e).__name__, e)
print(torch.rsub(a, 1), torch.neg(i), torch.negative(a), torch.reciprocal(a), torch.reciprocal(i))
