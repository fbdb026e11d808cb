import torch
x = torch.tensor([[3., -4.], [1., 2.]])
print(torch.linalg.norm(x), torch.linalg.vector_norm(x, ord=3), torch.linalg.norm(x, dim=1), torch.linalg.matrix_norm(x))
print(torch.linalg.vector_norm(x, ord=0), torch.linalg.vector_norm(x, ord=float('inf')), torch.linalg.vector_norm(x, ord=-float('inf')))
print(torch.linalg.norm(x, ord=1), torch.linalg.norm(x, ord=float('inf')), torch.linalg.matrix_norm(x, ord=-1))
print(x.norm(), x.norm(p=1), x.norm(dim=0), torch.norm(x, 'fro'), torch.norm(x, p=float('inf')))
