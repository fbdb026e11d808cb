# default_collate over numbers, strings, dicts, tuples, lists; random_split; Subset; ConcatDataset; samplers.
import torch
from torch.utils.data import (Dataset, IterableDataset, DataLoader, random_split, Subset, ConcatDataset,
                              WeightedRandomSampler, SubsetRandomSampler, default_collate, get_worker_info)
from torch.utils.data.distributed import DistributedSampler

class Pairs(Dataset):
    def __init__(self, n):
        self.n = n
    def __len__(self):
        return self.n
    def __getitem__(self, i):
        return {"x": torch.tensor([i, i + 1.0]), "label": i % 3, "name": f"item{i}", "w": i / 2, "pair": (i, [i, -i])}

torch.manual_seed(1)
batch = next(iter(DataLoader(Pairs(5), batch_size=3)))
for k, v in batch.items():
    print(k, v)
print(default_collate([1.5, 2.5]).dtype, default_collate([True, False]))
try:
    default_collate([object()])
except TypeError as e:
    print(type(e).__name__, str(e).split(";")[0])
a, b = random_split(range(10), [7, 3])
print(list(a), list(b))
parts = random_split(range(10), [0.5, 0.3, 0.2])
print([list(p) for p in parts])
try:
    random_split(range(10), [4, 4])
except ValueError as e:
    print(type(e).__name__, e)
s = Subset(Pairs(10), [9, 2])
print(len(s), s[0]["name"])
c = ConcatDataset([range(3), range(10, 14)])
print(len(c), c[4], c[-1], c.cumulative_sizes)
print(list(WeightedRandomSampler([0.1, 0.9, 0.4], 6)))
print(list(WeightedRandomSampler([1, 1, 1, 1], 4, replacement=False)))
print(list(SubsetRandomSampler([10, 20, 30, 40])))
ds = DistributedSampler(range(5), num_replicas=1, rank=0, seed=3)
print(len(ds), list(ds))
ds.set_epoch(1)
print(list(ds))

class Count(IterableDataset):
    def __init__(self, n):
        self.n = n
    def __iter__(self):
        info = get_worker_info()
        return iter(range(self.n))

print([b.tolist() for b in DataLoader(Count(7), batch_size=3)])
print([b.tolist() for b in DataLoader(Count(7), batch_size=3, drop_last=True)])
try:
    len(DataLoader(Count(7), batch_size=3))
except TypeError as e:
    print(type(e).__name__, e)
try:
    DataLoader(Count(3), shuffle=True)
except ValueError as e:
    print(type(e).__name__, e)
dl = DataLoader(range(8), batch_size=2, shuffle=True, num_workers=2, pin_memory=True)
print([b.tolist() for b in dl])
print(torch.randint(0, 100, (3,)))
