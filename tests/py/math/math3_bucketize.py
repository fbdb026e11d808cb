import torch
b = torch.tensor([1., 2., 3.])
x = torch.tensor([[0.5, 1.], [2.5, 3.5]])
print(torch.bucketize(x, b), torch.bucketize(x, b, right=True), torch.bucketize(x, b, out_int32=True))
