import torch
def t(name, f):
    try:
        r = f()
        print(name, r.tolist() if isinstance(r, torch.Tensor) else r)
    except Exception as e:
        print(name, type(e).__name__, e)
for s in [0, 7, 123]:
    torch.manual_seed(s)
    t('g1', lambda: torch.empty(6).geometric_(0.3))
    t('g2', lambda: torch.empty(4, dtype=torch.float64).geometric_(0.05))
    t('g3', lambda: torch.empty(4, dtype=torch.int32).geometric_(0.5))
    t('c1', lambda: torch.empty(5).cauchy_())
    t('c2', lambda: torch.empty(3, dtype=torch.float64).cauchy_(1, 2))
    t('l1', lambda: torch.empty(5).log_normal_())
    t('l2', lambda: torch.empty(20).log_normal_(0, 0.5))
    t('l3', lambda: torch.empty(3, dtype=torch.float64).log_normal_(0.5, 0.25))
    t('e1', lambda: torch.empty(5).exponential_())
    t('e2', lambda: torch.empty(3, dtype=torch.float64).exponential_(3.0))
