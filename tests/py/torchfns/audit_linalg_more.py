# audit: linalg eigvals order (Hessenberg QR, LAPACK order for these), svd family, pinv, rank, cond
import torch
torch.manual_seed(0)
for n in (3, 5):
    A = torch.randn(n, n, dtype=torch.float64)
    e = torch.linalg.eigvals(A); print(e.real.round(decimals=4), e.imag.round(decimals=4))
A = torch.tensor([[2., 1., 0.], [0., 2., 1.], [0., 0., 3.]])
print(torch.linalg.eigvals(A))
A = torch.tensor([[0., 1., 0.], [0., 0., 1.], [1., 0., 0.]])
print(torch.linalg.eigvals(A))
S = torch.randn(4, 3)
print(torch.linalg.svdvals(S).round(decimals=4), torch.linalg.matrix_rank(S), torch.linalg.cond(S).round(decimals=3))
print(torch.linalg.pinv(S).shape, (S @ torch.linalg.pinv(S) @ S - S).abs().max() < 1e-5)
U, s, Vh = torch.linalg.svd(S)
print(U.shape, Vh.shape, (U[:, :3] * s @ Vh - S).abs().max() < 1e-5)
M = S.t() @ S
print(torch.linalg.eigvalsh(M).round(decimals=4))
print(torch.linalg.matrix_rank(torch.ones(3, 3)))
