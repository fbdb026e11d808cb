import numpy as np
import torch
t = torch.tensor([-0.5, 0.25, 1.5])
r = np.clip(t, 0., 1.)
print(type(r).__name__, r)
print(np.clip(t, None, 0.5), np.clip(torch.tensor([1, 5, 9]), 2, 6))
print(np.clip(np.array([-1.0, 2.0]), 0, 1))
