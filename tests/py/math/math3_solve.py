import torch
A = torch.tensor([[3., 1.], [1., 2.]])
b = torch.tensor([9., 8.])
x = torch.linalg.solve(A, b)
print(x, A @ x)
B = torch.tensor([[1., 0.], [0., 2.]])
print(torch.linalg.solve(torch.eye(2) * 2, B))
