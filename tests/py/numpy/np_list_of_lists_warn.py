# torch.tensor over a list of lists of ndarrays warns once (slow path) and converts through numpy.
import numpy as np
import torch
obs = [[np.array([1.0, 2.0], dtype=np.float32), np.array([3.0, 4.0], dtype=np.float32)],
       [np.array([5.0, 6.0], dtype=np.float32), np.array([7.0, 8.0], dtype=np.float32)]]
t = torch.tensor(obs, dtype=torch.float)
print(t.shape, t.dtype)
print(t)
print(torch.tensor([[np.array([1, 2])], [np.array([3, 4])]]))
print(torch.tensor([np.array([1.5])]).dtype)
