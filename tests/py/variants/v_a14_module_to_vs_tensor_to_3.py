import torch, torch.nn as nn
m = nn.Linear(2, 2)
for args, kwargs in [((torch.float64,), {}), (("cpu",), {}), ((), {"dtype": torch.float16}), ((torch.device("cpu"), torch.float32), {}), ((torch.ones(1, dtype=torch.float64),), {})]:
    r = m.to(*args, **kwargs)
    print(r is m, m.weight.dtype)
for bad in [("cuda:x",), (torch.int8,), (5,)]:
    try:
        m.to(*bad)
    except Exception as e:
        print(type(e).__name__, e)
print(m.cpu().weight.device, m.weight.is_cuda if hasattr(m.weight, "is_cuda") else None)
