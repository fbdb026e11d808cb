import torch
def t(name, f):
    for s in [0, 7]:
        torch.manual_seed(s)
        try:
            r = f()
            print(name, r.tolist() if isinstance(r, torch.Tensor) else r)
        except Exception as e:
            print(name, type(e).__name__, e)
t('tr', lambda: torch.dropout(torch.ones(5), 0.5, True))
t('tr2', lambda: torch.dropout(torch.ones(3, 4), 0.25, train=True))
t('nt', lambda: torch.dropout(torch.ones(3), 0.5, False))
t('fd', lambda: torch.feature_dropout(torch.ones(2, 3, 2), 0.5, True))
t('ip', lambda: torch.dropout_(torch.ones(6), 0.5, True))
t('fip', lambda: torch.feature_dropout_(torch.ones(2, 2, 3), 0.5, True))
t('aip', lambda: torch.alpha_dropout_(torch.ones(5), 0.5, True))
t('nc', lambda: torch.dropout(torch.ones(3, 4).t(), 0.5, True))
t('e', lambda: torch.dropout(torch.ones(3), -0.5, True))
t('e2', lambda: torch.feature_dropout(torch.ones(3), 0.5, True))
t('p1', lambda: torch.dropout(torch.ones(3), 1.0, True))
y = torch.ones(4, requires_grad=True)
torch.manual_seed(1)
z = torch.dropout(y, 0.5, True)
print(z, z.grad_fn.name())
