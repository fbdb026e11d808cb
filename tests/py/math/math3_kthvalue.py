import torch
x = torch.tensor([[5., 1., 4.], [2., 8., 3.]])
print(x.kthvalue(2), torch.kthvalue(x, 1, 0), x.kthvalue(3, dim=1, keepdim=True))
try:
    x.kthvalue(4)
except Exception as e:
    print(type(e).__name__, e)
