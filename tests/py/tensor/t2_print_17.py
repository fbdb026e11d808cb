import torch
# sci_mode forced, nested, with requires_grad & dtype suffix
torch.set_printoptions(sci_mode=True)
print(torch.tensor([[1.5, 2.], [3., 4.]]), torch.tensor([1, 2]), torch.tensor([1., 2.], dtype=torch.float64, requires_grad=True))
print(torch.arange(20.).reshape(4, 5))
torch.set_printoptions(sci_mode=False)
print(torch.tensor([1e-10, 1e10]), torch.tensor([[1e-6], [1e6]]), torch.tensor([123456789.123]))
torch.set_printoptions(sci_mode=False, precision=2)
print(torch.tensor([1e-10, 1e10]), torch.tensor([0.005, 0.015, 0.025]))
torch.set_printoptions()
print(torch.tensor([1e-10, 1e10]))
