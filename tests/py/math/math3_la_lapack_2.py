import torch
A = torch.tensor([[4., 7], [2, 6]])
print(torch.det(A), torch.linalg.det(A))
print(torch.det(A).item())
print(torch.inverse(A))
print(torch.inverse(A).tolist())
B = torch.tensor([[1., 2], [3, 4]])
print(torch.det(B).item(), torch.inverse(B).tolist())
C = torch.tensor([[2., 1, 1], [1, 3, 2], [1, 0, 0]])
print(torch.det(C).item(), torch.inverse(C).tolist())
print(torch.linalg.inv(C.t()).tolist(), torch.det(C.t()).item())
x = torch.linalg.solve(C, torch.tensor([1., 2, 3]))
print(x.tolist())
print((C @ torch.inverse(C)).tolist())
D = torch.tensor([[1e-3, 1.], [1., 1.]])
print(torch.det(D).item(), torch.inverse(D).tolist())
for M in [torch.tensor([[1., 2], [2, 4]]), torch.zeros(2, 2)]:
    print(torch.det(M).item())
    try:
        torch.inverse(M)
    except Exception as e:
        print(type(e).__name__, e)
