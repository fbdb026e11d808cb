import torch
# norm variants
x = torch.tensor([[3., -4.], [1., 2.]])
print(x.norm(), x.norm(p=1), x.norm(p=float('inf')), x.norm(dim=1), x.norm(2, dim=0, keepdim=True), torch.norm(x, 'fro'))
print(torch.linalg.norm(x), torch.linalg.vector_norm(x, ord=3), torch.linalg.norm(x, dim=1), torch.linalg.matrix_norm(x))
print(torch.linalg.vector_norm(x, ord=0), torch.linalg.vector_norm(x, ord=-float('inf')), x.norm(p=0.5))
print(torch.nn.functional.normalize(x, dim=1), torch.nn.functional.normalize(x, p=1, dim=0))
print(torch.dist(x, torch.zeros(2, 2)), torch.cdist(x, x))
def tr(f):
    try:
        print(f())
    except Exception as e:
        print(type(e).__name__, e)
tr(lambda: torch.tensor([3, 4]).norm())
tr(lambda: torch.zeros(0).norm())
