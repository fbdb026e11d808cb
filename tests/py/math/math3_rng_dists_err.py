import torch
def t(name, f):
    try:
        r = f()
        print(name, r.tolist() if isinstance(r, torch.Tensor) else r)
    except Exception as e:
        print(name, type(e).__name__, e)
t(1, lambda: torch.empty(3).geometric_(0))
t(2, lambda: torch.empty(3).geometric_(1.5))
t(3, lambda: torch.empty(3).cauchy_(0, -1))
t(4, lambda: torch.empty(3).log_normal_(0, -1))
t(5, lambda: torch.empty(3).log_normal_(0, 0))
t(6, lambda: torch.empty(3).exponential_(-1))
t(7, lambda: torch.empty(3).exponential_(0))
t(8, lambda: torch.empty(3, dtype=torch.long).cauchy_())
t(9, lambda: torch.empty(3, dtype=torch.long).log_normal_())
t(10, lambda: torch.empty(3, dtype=torch.long).exponential_())
t(11, lambda: torch.empty(2, dtype=torch.bool).geometric_(0.5))
t(12, lambda: torch.empty(3, dtype=torch.int32).cauchy_())
t(13, lambda: torch.empty(3, dtype=torch.float64).geometric_(0.25).dtype)
x = torch.zeros(4)
print(x.exponential_() is x)
