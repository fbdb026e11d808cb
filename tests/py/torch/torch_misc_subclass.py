import torch
class MyT(torch.Tensor):
    pass
t = torch.ones(2)
print(isinstance(t, torch.Tensor), issubclass(torch.nn.Parameter, torch.Tensor), type(t).__name__, type(t))
print(torch.Tensor, torch.nn.Parameter)
