import torch
def t(name, f):
    for s in [0, 1, 42]:
        torch.manual_seed(s)
        try:
            r = f()
            print(name, r.tolist() if isinstance(r, torch.Tensor) else r)
        except Exception as e:
            print(name, type(e).__name__, e)
x = torch.arange(1., 13.).reshape(3, 4)
t('ad', lambda: torch.alpha_dropout(x, 0.3, True))
t('ad.5', lambda: torch.alpha_dropout(x, 0.5, True))
t('ad64', lambda: torch.alpha_dropout(x.double(), 0.2, True))
t('ad0', lambda: torch.alpha_dropout(x, 0.3, False))
t('ad1', lambda: torch.alpha_dropout(x, 1.0, True))
t('fad', lambda: torch.feature_alpha_dropout(x.reshape(1, 3, 4), 0.4, True))
t('fad2', lambda: torch.feature_alpha_dropout(torch.ones(2, 3, 2, 2), 0.5, True))
t('e', lambda: torch.alpha_dropout(x, 1.5, True))
t('e2', lambda: torch.feature_alpha_dropout(torch.ones(3), 0.5, True))
y = torch.ones(2, 3, requires_grad=True)
torch.manual_seed(0)
z = torch.alpha_dropout(y, 0.5, True)
print(z.grad_fn.name())
z.sum().backward()
print(y.grad)
