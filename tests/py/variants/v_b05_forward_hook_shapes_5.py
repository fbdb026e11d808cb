import torch, torch.nn as nn, torch.nn.functional as F
def t(f):
    try: print(f())
    except RuntimeError as e: print(e)
x = torch.ones(1, 3, 5, 5, dtype=torch.float64)
t(lambda: nn.Conv2d(3, 4, 3)(x))
t(lambda: nn.Conv2d(3, 4, 3, bias=False)(x))
t(lambda: nn.Conv2d(3, 4, 3).double()(torch.ones(1, 3, 5, 5)))
t(lambda: nn.Conv2d(3, 4, 3, bias=False).double()(torch.ones(1, 3, 5, 5)))
t(lambda: nn.Conv1d(3, 4, 3)(torch.ones(1, 3, 5, dtype=torch.float64)))
t(lambda: F.conv2d(torch.ones(1, 3, 5, 5), torch.ones(4, 3, 3, 3), torch.ones(4, dtype=torch.float64)))
t(lambda: nn.Conv2d(3, 4, 3)(torch.ones(1, 3, 5, 5, dtype=torch.int64)))
