# audit: num_workers > 0 as PyTorch runs it (IterableDataset copies per worker, worker_info splits, RNG use)
import torch
from torch.utils.data import DataLoader, IterableDataset, get_worker_info, TensorDataset
class Stream(IterableDataset):
    def __init__(self, n): self.n = n
    def __iter__(self):
        info = get_worker_info()
        return iter(range(self.n))
print([b.tolist() for b in DataLoader(Stream(7), batch_size=3, num_workers=2)])
class Split(IterableDataset):
    def __iter__(self):
        info = get_worker_info()
        if info is None:
            return iter(range(6))
        return iter(range(info.id, 6, info.num_workers))
print([b.tolist() for b in DataLoader(Split(), batch_size=2, num_workers=2)])
td = TensorDataset(torch.arange(10))
torch.manual_seed(0)
print([b[0].tolist() for b in DataLoader(td, batch_size=4, shuffle=True, num_workers=2)])
print(torch.rand(1))
torch.manual_seed(0)
print([b[0].tolist() for b in DataLoader(td, batch_size=4, shuffle=True)])
print(torch.rand(1))
