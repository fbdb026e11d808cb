import torch
def t(name, f):
    for s in [0, 5]:
        torch.manual_seed(s)
        try:
            r = f()
            print(name, r.tolist() if isinstance(r, torch.Tensor) else r)
        except Exception as e:
            print(name, type(e).__name__, e)
t('rnc', lambda: torch.zeros(3, 4).t().random_(0, 100))
t('rnc2', lambda: torch.zeros(3, 4).t().random_())
t('bnc', lambda: torch.zeros(3, 4).t().bernoulli_(0.5))
t('bnct', lambda: torch.zeros(3, 4).t().bernoulli_(torch.rand(4, 3)))
t('bnct2', lambda: torch.bernoulli(torch.rand(3, 4).t()))
t('mnc', lambda: torch.multinomial(torch.rand(4, 3).t(), 2))
t('mncr', lambda: torch.multinomial(torch.rand(4, 3).t(), 5, True))
t('gnc', lambda: torch.zeros(3, 4).t().geometric_(0.4))
t('cnc', lambda: torch.zeros(2, 3).t().cauchy_())
t('enc', lambda: torch.zeros(2, 3).t().exponential_())
t('lnc', lambda: torch.zeros(2, 3).t().log_normal_())
t('pnc', lambda: torch.poisson(torch.rand(2, 3).t() * 5))
t('nnc', lambda: torch.normal(torch.zeros(3, 2).t(), torch.ones(2, 3)))
