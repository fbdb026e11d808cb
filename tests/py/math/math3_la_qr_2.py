import torch
import warnings
torch.manual_seed(1)
print(torch.linalg.qr(torch.tensor([[1., 2], [3, 4], [5, 6]])))
q, r = torch.linalg.qr(torch.zeros(3, 2))
print(q.tolist(), r.tolist())
q, r = torch.linalg.qr(torch.tensor([[1., 1], [1, 1], [1, 1]]))
print(q.tolist(), r.tolist())
q, r = torch.linalg.qr(torch.randn(4, 4).t())
print(q.tolist(), r.tolist())
res = torch.linalg.qr(torch.eye(3) * 2)
print(type(res).__name__, res.Q.shape, res.R.shape)
print(torch.allclose(res.Q @ res.R, torch.eye(3) * 2))
for bad in [lambda: torch.linalg.qr(torch.ones(3, 3), mode='x'), lambda: torch.linalg.qr(torch.ones(3)),
            lambda: torch.linalg.qr(torch.ones(2, 2, dtype=torch.long))]:
    try:
        bad()
    except Exception as e:
        print(type(e).__name__, e)
with warnings.catch_warnings(record=True) as w:
    warnings.simplefilter('always')
    q, r = torch.qr(torch.randn(3, 2), some=False)
    print(q.tolist(), r.tolist())
    print(torch.randn(3, 3).qr())
print(len(w), [str(x.message).splitlines()[0] for x in w])
