import torch
torch.manual_seed(0)
for n in [1, 2, 3, 4, 5, 6, 8]:
    for k in range(4):
        A = torch.randn(n, n)
        if k == 1: A = A.double()
        if k == 2: A = A.t()
        if k == 3: A = torch.randint(-4, 5, (n, n)).float()
        print(n, k, torch.det(A).item())
        try:
            print(torch.inverse(A).tolist())
            b = torch.randn(n, dtype=A.dtype)
            print(torch.linalg.solve(A, b).tolist())
            B = torch.randn(n, 2, dtype=A.dtype)
            print(torch.linalg.solve(A, B).tolist())
        except Exception as e:
            print(type(e).__name__, e)
Ab = torch.randn(3, 3, 3)
print(torch.det(Ab).tolist(), torch.linalg.inv(Ab).tolist())
print(torch.det(torch.tensor([[1., 2], [2, 4]])).item(), torch.det(torch.tensor([[0., 0], [0, 0]])).item())
