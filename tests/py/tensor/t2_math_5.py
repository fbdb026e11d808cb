import torch
# binary math: atan2, hypot, maximum/minimum/fmax/fmin, copysign, lerp, addcmul, addcdiv
a = torch.tensor([1., -2., 0., float('nan')])
b = torch.tensor([2., 3., -1., 1.])
print(torch.atan2(a, b), torch.hypot(a, b), torch.maximum(a, b), torch.minimum(a, b), torch.fmax(a, b), torch.fmin(a, b))
print(torch.copysign(b, a), torch.lerp(a, b, 0.5), torch.lerp(a, b, torch.tensor([0., 1., 0.5, 0.5])), torch.addcmul(a, a, b, value=2), torch.addcdiv(a, a, b, value=0.5))
print(torch.sub(b, a), torch.xlogy(b, b), torch.logaddexp(a, b), torch.float_power(b, 2), torch.float_power(torch.tensor([2]), 2).dtype)
print(torch.heaviside(torch.tensor([-1., 0., 2.]), torch.tensor([0.5])), torch.gcd(torch.tensor([12, 18]), torch.tensor([8, 12])), torch.lcm(torch.tensor([4]), torch.tensor([6])))
print(torch.isclose(a, b), torch.allclose(b, b + 1e-9), torch.isclose(torch.tensor([1.0, float('nan')]), torch.tensor([1.0 + 1e-6, float('nan')]), equal_nan=True))
print(torch.maximum(torch.tensor([1, 5]), torch.tensor([3., 2.])), torch.max(torch.tensor([1, 5]), torch.tensor([3, 2])))
