# numpy data through torch.utils.data: Dataset items as arrays and numpy scalars, default_collate
import numpy as np
import torch
from torch.utils.data import DataLoader, Dataset, TensorDataset


class Arr(Dataset):
    def __init__(self):
        self.x = np.arange(12, dtype=np.float32).reshape(6, 2)
        self.y = np.array([0, 1, 0, 1, 1, 0])

    def __len__(self):
        return len(self.x)

    def __getitem__(self, i):
        return self.x[i], self.y[i]


for xb, yb in DataLoader(Arr(), batch_size=4):
    print(xb, xb.dtype, yb, yb.dtype)


class Sc(Dataset):
    def __len__(self):
        return 3

    def __getitem__(self, i):
        return {"f": np.float64(i) / 2, "g": np.float32(i), "a": np.ones(2) * i}


for b in DataLoader(Sc(), batch_size=3):
    print(b)
x = np.linspace(-1, 1, 8).reshape(-1, 1)
ds = TensorDataset(torch.from_numpy(x).float(), torch.from_numpy(x ** 2).float())
torch.manual_seed(0)
for bx, by in DataLoader(ds, batch_size=4, shuffle=True):
    print(bx.view(-1), by.view(-1))
