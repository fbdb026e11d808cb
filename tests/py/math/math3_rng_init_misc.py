import torch
import torch.nn as nn
def t(name, f):
    for s in [0, 3]:
        torch.manual_seed(s)
        try:
            r = f()
            print(name, r.tolist() if isinstance(r, torch.Tensor) else r)
        except Exception as e:
            print(name, type(e).__name__, e)
t('eye', lambda: nn.init.eye_(torch.empty(2, 3)))
t('dirac', lambda: nn.init.dirac_(torch.empty(2, 2, 3)))
t('dirac2', lambda: nn.init.dirac_(torch.empty(4, 2, 3), groups=2))
t('sparse', lambda: nn.init.sparse_(torch.empty(4, 3), 0.5))
t('sparse2', lambda: nn.init.sparse_(torch.empty(5, 2), 0.3, std=0.1))
t('un', lambda: nn.init.uniform_(torch.empty(3), -1, 1))
t('nrm', lambda: nn.init.normal_(torch.empty(3), 0, 2))
t('tn', lambda: nn.init.trunc_normal_(torch.empty(4), std=0.5))
t('xu', lambda: nn.init.xavier_uniform_(torch.empty(2, 3)))
t('kn', lambda: nn.init.kaiming_normal_(torch.empty(3, 2), mode='fan_out', nonlinearity='relu'))
t('e1', lambda: nn.init.eye_(torch.empty(3)))
t('e2', lambda: nn.init.dirac_(torch.empty(3, 3)))
t('e3', lambda: nn.init.sparse_(torch.empty(3), 0.5))
