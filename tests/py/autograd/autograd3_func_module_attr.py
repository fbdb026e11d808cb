import torch
import torch.autograd.functional as AF
print(AF.jacobian(torch.exp, torch.tensor([0., 1.])))
print(torch.autograd.functional.hessian(lambda x: x.pow(4).sum(), torch.tensor([1.])))
