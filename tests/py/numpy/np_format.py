# ndarray formatting: f-strings and %-formatting of 0-d arrays (a loss made numpy), format errors
import numpy as np, torch
l = torch.tensor(0.123456)
print(f"{l.numpy():.3f}", f"{np.array([1.5, 2])}", "%.2f" % l.numpy(), l.numpy(), repr(l.numpy()))
try:
    print(f"{np.array([1.5, 2]):.2f}")
except TypeError as e:
    print(e)
