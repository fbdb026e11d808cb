import torch
# printing results of common computations
x = torch.tensor([[0.1, 0.2], [0.3, 0.4]])
print(x @ x, x.sum(), x.mean(0), x.softmax(1), x.exp(), x.log(), x * 1e4, x / 1e4, x.sqrt(), -x, 1 / x)
print(torch.tensor([1., 2., 3.]) / 3, torch.tensor(2.) / 3, torch.tensor([2 / 3], dtype=torch.float64))
print(torch.tensor([0.1 + 0.2]), torch.tensor([0.1 + 0.2], dtype=torch.float64), torch.tensor(1 / 7, dtype=torch.float64))
print(torch.tensor([1.00005, 1.00015, 1.00025]), torch.tensor([0.99995]), torch.tensor([9.99995]), torch.tensor([-0.00005]))
print(torch.tensor([2.5e-5, 1.]), torch.tensor([12.3456789, 0.00012]))
