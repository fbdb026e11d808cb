import torch
# logsumexp, softmax-family reductions
x = torch.tensor([[1., 2., 3.], [1000., 1000., 1000.], [-1000., 0., 1000.]])
print(torch.logsumexp(x, dim=1), x.logsumexp(0), x.logsumexp(dim=1, keepdim=True), torch.logsumexp(torch.tensor([float('-inf')] * 2), 0))
print(torch.softmax(x, dim=1), x.softmax(0), torch.log_softmax(x, dim=1), x.log_softmax(-1))
print(torch.nn.functional.softmax(torch.tensor([1., 2., 3.]), dim=0), torch.nn.functional.softmin(torch.tensor([1., 2.]), dim=0))
print(torch.softmax(torch.tensor([1, 2, 3]).float(), 0), torch.softmax(x, 1, dtype=torch.float64).dtype)
def tr(f):
    try:
        print(f())
    except Exception as e:
        print(type(e).__name__, e)
tr(lambda: torch.softmax(torch.tensor([1, 2, 3]), 0))
tr(lambda: torch.logsumexp(torch.tensor([1, 2, 3]), 0))
tr(lambda: torch.softmax(x, 2))
tr(lambda: torch.softmax(torch.zeros(0), 0))
tr(lambda: torch.nn.functional.softmax(torch.tensor([1., float('inf')]), dim=0))
