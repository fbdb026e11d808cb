import torch
a = torch.tensor([[2., 0.], [0., 4.]])
print(torch.det(a), torch.linalg.det(a), a.det())
print(torch.inverse(a), torch.linalg.inv(a), a.inverse() @ a)
print(torch.det(torch.tensor([[2., 1.], [4., 2.]])), torch.det(torch.eye(3) * 2))
