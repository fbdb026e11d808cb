import torch
def t(name, f):
    try:
        r = f()
        print(name, r.tolist() if isinstance(r, torch.Tensor) else r)
    except Exception as e:
        print(name, type(e).__name__, e)
import warnings
warnings.simplefilter('ignore')
dts = [torch.float16, torch.bfloat16, torch.float32, torch.float64]
for dt in dts:
    torch.manual_seed(3)
    t(str(dt)+' r()', lambda: torch.empty(4, dtype=dt).random_())
    t(str(dt)+' r(5)', lambda: torch.empty(4, dtype=dt).random_(5))
    t(str(dt)+' r(2,6)', lambda: torch.empty(4, dtype=dt).random_(2, 6))
    t(str(dt)+' r(-3,3)', lambda: torch.empty(4, dtype=dt).random_(-3, 3))
    t(str(dt)+' r(0,300)', lambda: torch.empty(4, dtype=dt).random_(0, 300))
    t(str(dt)+' r(to=)', lambda: torch.empty(4, dtype=dt).random_(to=3))
    t(str(dt)+' r(1,None)', lambda: torch.empty(4, dtype=dt).random_(1, None))
    t(str(dt)+' r(0,2**40)', lambda: torch.empty(3, dtype=dt).random_(0, 2**40))
    t(str(dt)+' ri', lambda: torch.randint(0, 5, (3,), dtype=dt))
    t(str(dt)+' ril', lambda: torch.randint_like(torch.zeros(3, dtype=dt), 2))
