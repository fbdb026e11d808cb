import torch
# linalg: det, inv, solve, matrix_power, transpose products
a = torch.tensor([[4., 7.], [2., 6.]])
print(torch.det(a), torch.linalg.det(a), torch.inverse(a), torch.linalg.inv(a), a.inverse() @ a)
print(torch.linalg.solve(a, torch.tensor([1., 2.])), torch.matrix_power(a, 2), torch.linalg.matrix_power(a, 0), torch.linalg.matrix_power(a, -1))
print(torch.linalg.matrix_rank(a), torch.trace(a), a.diag(), torch.linalg.eigvalsh(a @ a.t()) if True else '')
try:
    torch.inverse(torch.zeros(2, 2))
except Exception as e:
    print(type(e).__name__, e)
try:
    torch.det(torch.ones(2, 3))
except Exception as e:
    print(type(e).__name__, e)
q, r = torch.linalg.qr(torch.tensor([[1., 0.], [0., 2.]]))
print(q.abs(), r.abs())
print(torch.cross(torch.tensor([1., 0., 0.]), torch.tensor([0., 1., 0.]), dim=0), torch.linalg.cross(torch.tensor([[1., 2., 3.]]), torch.tensor([[4., 5., 6.]])))
