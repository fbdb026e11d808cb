import torch
# mm/bmm/mv/dot/outer/addmm/einsum and errors
a = torch.tensor([[1., 2.], [3., 4.]])
b = torch.tensor([[0., 1.], [1., 0.]])
v = torch.tensor([1., -1.])
print(torch.mm(a, b), a.mm(b), torch.mv(a, v), a.mv(v), torch.dot(v, v), v.dot(v), torch.outer(v, v), torch.ger(v, v) if hasattr(torch, 'ger') else '')
print(torch.bmm(torch.stack([a, b]), torch.stack([b, a])), torch.addmm(v, a, b), torch.addmm(torch.zeros(2, 2), a, b, beta=0.5, alpha=2))
print(torch.einsum('ij,jk->ik', a, b), torch.einsum('i,i->', v, v), torch.einsum('ij->ji', a), torch.einsum('bij,bjk->bik', a[None], b[None]), torch.einsum('ii', a))
print(torch.inner(v, v), torch.tensordot(a, b, dims=1), torch.tensordot(a, b, dims=([0], [1])), torch.kron(a, torch.eye(1)), torch.vdot(v, v))
print(torch.tensor([[1, 2], [3, 4]]) @ torch.tensor([[1], [1]]), (torch.tensor([1, 2]) @ torch.tensor([3, 4])).dtype)
def tr(f):
    try:
        print(f())
    except Exception as e:
        print(type(e).__name__, e)
tr(lambda: torch.mm(a, v))
tr(lambda: torch.mm(a, torch.ones(3, 2)))
tr(lambda: torch.bmm(a, b))
tr(lambda: torch.dot(a, b))
tr(lambda: torch.dot(v, torch.ones(3)))
tr(lambda: torch.mv(a, torch.ones(3)))
tr(lambda: a @ torch.ones(2, 2, dtype=torch.float64))
tr(lambda: torch.ones(2, 2, dtype=torch.float64) @ a)
tr(lambda: a @ torch.ones(2, 2, dtype=torch.int64))
tr(lambda: torch.dot(v, torch.tensor([1, 2])))
tr(lambda: torch.bmm(torch.ones(2, 2, 3), torch.ones(3, 3, 2)))
tr(lambda: torch.nn.functional.linear(torch.ones(3), torch.ones(2, 2)))
