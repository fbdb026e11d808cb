import torch
torch.manual_seed(0)
A = torch.tensor([[4., 7], [2, 6]])
print(torch.linalg.slogdet(A))
print(torch.slogdet(A))
print(torch.logdet(A), A.logdet(), A.slogdet())
B = torch.tensor([[1., 2], [3, 4]])
print(torch.linalg.slogdet(B), torch.logdet(B))
print(torch.linalg.slogdet(torch.zeros(2, 2)))
for n in [1, 2, 3, 5]:
    M = torch.randn(n, n)
    s, l = torch.linalg.slogdet(M)
    print(n, s.item(), l.item(), torch.det(M).item())
    s, l = torch.linalg.slogdet(M.double())
    print(n, s.item(), l.item())
s, l = torch.linalg.slogdet(torch.randn(3, 2, 2))
print(s.tolist(), l.tolist())
try:
    torch.linalg.slogdet(torch.ones(2, 3))
except Exception as e:
    print(type(e).__name__, e)
