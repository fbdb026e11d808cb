import torch
def t(name, f):
    try:
        r = f()
        print(name, r.tolist() if isinstance(r, torch.Tensor) else r)
    except Exception as e:
        print(name, type(e).__name__, e)
torch.manual_seed(0)
t("e1", lambda: torch.empty(2).random_(5, 5))
t('e2', lambda: torch.empty(2).random_(5, 2))
t('e3', lambda: torch.empty(2, dtype=torch.int8).random_(0, 1000))
import warnings
with warnings.catch_warnings(record=True) as w:
    warnings.simplefilter('always')
    t('e4', lambda: torch.empty(2).random_(0, 2**25))
    t('e4b', lambda: torch.empty(2, dtype=torch.float16).random_(-5000, 5))
for x in w:
    print(x.category.__name__, x.message)
t('e5', lambda: torch.empty(2).random_(-1))
t('e6', lambda: torch.empty(2).random_(2.5))
t('e7', lambda: torch.empty(2, dtype=torch.uint8).random_(-1, 3))
t('e8', lambda: torch.empty(2, dtype=torch.bool).random_(0, 3))
g = torch.Generator().manual_seed(1)
t('g', lambda: torch.empty(3).random_(0, 10, generator=g))
t('g', lambda: torch.empty(3, dtype=torch.long).random_(generator=g))
x = torch.zeros(2, 3, dtype=torch.int32)
print(x.random_(0, 100) is x, x.dtype)
t('empty', lambda: torch.empty(0).random_(0, 3))
