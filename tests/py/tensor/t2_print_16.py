import torch
# int-valued floats of mixed widths, negative, exp thresholds with int-mode
print(torch.tensor([1., 10., 100.]), torch.tensor([-1., 10., -100.]), torch.tensor([1e3, 1e4, 1e5]), torch.tensor([1., 1e4]))
print(torch.tensor([123456789.]), torch.tensor([1e7, 1.]), torch.tensor([2., 2001.]), torch.tensor([-5., 5e3]))
print(torch.tensor([[1., 2.], [1e9, 3.]]), torch.tensor([0.5, 1e9]), torch.tensor([1.25, 1e-5, 0.]))
print(torch.tensor([1e-5, 0., float('nan')]), torch.tensor([0.001, 0.01, float('-inf')]), torch.tensor([100., float('nan')]))
print(torch.tensor(1e8), torch.tensor(1.5e8), torch.tensor(0.0001), torch.tensor(-1e-5), torch.tensor(float('nan')), torch.tensor(-float('inf')))
print(torch.tensor([1e-300, 1e300], dtype=torch.float64), torch.tensor([5e-324], dtype=torch.float64), torch.tensor([1.7976931348623157e308], dtype=torch.float64))
