import torch
x = torch.tensor([[0.1, 0.2, 0.3]])
w = torch.tensor([[1., 2., 3.], [4., 5., 6.]])
print(torch.linalg.matmul(x, w.T), torch.linalg.multi_dot([x, w.t(), torch.ones(2, 1)]))
