# torch.linalg.cholesky / cholesky_ex / matrix_exp / lu_factor(_ex) / lu and torch.cholesky / matrix_exp /
# lu / lu_unpack. Values in double, rounded (LAPACK's blocked sums round differently in the last bits).
import torch
from torch.autograd import gradcheck

torch.manual_seed(5)


def graph(t):
    f = t.grad_fn
    return (type(f).__name__, [type(n).__name__ if n is not None else None for n, _ in f.next_functions])


def err(name, f):
    try:
        r = f()
        print(name, "->", r)
    except Exception as e:
        print(name, type(e).__name__, e)


def rd(t):
    return t.detach().round(decimals=8)


B = torch.randn(3, 3, dtype=torch.double)
A = (B @ B.T + 3 * torch.eye(3, dtype=torch.double)).requires_grad_()
L = torch.linalg.cholesky(A)
print(rd(L), graph(L))
print(rd(torch.linalg.cholesky(A, upper=True)), rd(L @ L.T - A).abs().max())
U = torch.cholesky(A, upper=True)
print(rd(U), graph(U))
print(rd(torch.cholesky(A)))
r = torch.linalg.cholesky_ex(A)
print(type(r).__name__, rd(r.L), r.info, graph(r[0]))
print(torch.linalg.cholesky_ex(torch.tensor([[1.0, 2.0], [2.0, 1.0]])))
print(torch.linalg.cholesky_ex(torch.tensor([[[4.0, 2.0], [2.0, 3.0]], [[1.0, 0.0], [0.0, -1.0]]])).info)
S = torch.stack([A.detach(), 2 * A.detach()])
print(rd(torch.linalg.cholesky(S)), torch.linalg.cholesky(torch.ones(0, 0)))
print(gradcheck(lambda a: torch.linalg.cholesky(a @ a.mT + torch.eye(3, dtype=torch.double)), (B.requires_grad_(),)))
err("chol 1d", lambda: torch.linalg.cholesky(torch.ones(3)))
err("chol rect", lambda: torch.linalg.cholesky(torch.ones(2, 3)))
err("chol int", lambda: torch.linalg.cholesky(torch.ones(2, 2, dtype=torch.long)))
err("chol npd", lambda: torch.linalg.cholesky(torch.tensor([[1.0, 2.0], [2.0, 1.0]])))
err("chol npd 1", lambda: torch.linalg.cholesky(torch.tensor([[-1.0, 2.0], [2.0, 1.0]])))
err("chol npd batch", lambda: torch.linalg.cholesky(torch.stack([torch.eye(2), -torch.eye(2)])))
err("chol old npd", lambda: torch.cholesky(torch.tensor([[1.0, 2.0], [2.0, 1.0]])))
err("chol ex check", lambda: torch.linalg.cholesky_ex(torch.tensor([[0.0]]), check_errors=True))
try:
    torch.linalg.cholesky(-torch.eye(2))
except torch.linalg.LinAlgError as e:
    print("LinAlgError caught", isinstance(e, RuntimeError))

M = torch.randn(3, 3, dtype=torch.double, requires_grad=True)
E = torch.linalg.matrix_exp(M)
print(rd(E), graph(E))
print(rd(torch.matrix_exp(torch.tensor([[0.0, 1.0], [-1.0, 0.0]], dtype=torch.double))))
print(rd(torch.matrix_exp(torch.tensor([[1.0, 2.0], [3.0, 4.0]], dtype=torch.double))))
print(rd(torch.matrix_exp(torch.tensor([[2.0]], dtype=torch.double))), rd(torch.matrix_exp(torch.zeros(2, 2, 2, dtype=torch.double))))
print(rd(torch.matrix_exp(torch.tensor([[10.0, -3.0], [4.0, 7.5]], dtype=torch.double)) / 1e6))
print(torch.matrix_exp(torch.tensor([[0.0, 1.0], [-1.0, 0.0]])).round(decimals=4))
print(gradcheck(torch.linalg.matrix_exp, (M,)))
err("mexp rect", lambda: torch.matrix_exp(torch.ones(2, 3)))
err("mexp int", lambda: torch.matrix_exp(torch.ones(2, 2, dtype=torch.long)))
err("mexp 1d", lambda: torch.linalg.matrix_exp(torch.ones(2)))

G = torch.tensor([[1.0, 2.0, 3.0], [4.0, 5.0, 6.0], [7.0, 8.0, 10.0]], dtype=torch.double, requires_grad=True)
f = torch.linalg.lu_factor(G)
print(type(f).__name__, rd(f.LU), f.pivots, graph(f.LU))
LU, piv = torch.lu(G)
print(rd(LU), piv, graph(LU))
print(torch.lu(G, get_infos=True).info, torch.linalg.lu_factor_ex(torch.zeros(2, 2)))
P, Lo, Up = torch.lu_unpack(LU, piv)
print(P, rd(Lo), rd(Up), graph(Lo), rd(P @ Lo @ Up - G).abs().max())
r = torch.linalg.lu(G)
print(type(r).__name__, r.P, rd(r.L), rd(r.U), graph(r.U))
print(torch.linalg.lu_factor(torch.tensor([[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]], dtype=torch.double)))
print(torch.linalg.lu_factor(torch.tensor([[1.0, 2.0], [3.0, 4.0], [5.0, 7.0]], dtype=torch.double)))
bat = torch.randn(2, 3, 3, dtype=torch.double)
bf = torch.linalg.lu_factor(bat)
print(rd(bf.LU), bf.pivots)
bp, bl, bu = torch.lu_unpack(*bf)
print(rd(bp @ bl @ bu - bat).abs().max())
print(gradcheck(lambda g: torch.linalg.lu_factor(g).LU, (G,)), gradcheck(lambda g: torch.linalg.lu(g).L, (G,)))
err("lu sing", lambda: torch.linalg.lu_factor(torch.tensor([[1.0, 2.0], [2.0, 4.0]])))
err("lu zero", lambda: torch.linalg.lu_factor(torch.zeros(2, 2)))
err("lu int", lambda: torch.linalg.lu_factor(torch.ones(2, 2, dtype=torch.long)))
err("lu nopivot", lambda: torch.lu(G, pivot=False))
err("lu 1d", lambda: torch.linalg.lu_factor(torch.ones(3)))
