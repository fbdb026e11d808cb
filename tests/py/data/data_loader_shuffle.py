# DataLoader over TensorDataset: seeded shuffled batches, drop_last, len, sampler/generator draws.
import torch
from torch.utils.data import DataLoader, TensorDataset, RandomSampler, SequentialSampler, BatchSampler

torch.manual_seed(0)
ds = TensorDataset(torch.arange(10).float(), torch.arange(10) * 10)
print(len(ds), ds[3])
dl = DataLoader(ds, batch_size=4, shuffle=True)
print(len(dl))
for epoch in range(2):
    for x, y in dl:
        print(epoch, x.tolist(), y.tolist())
print(torch.rand(1))
dl = DataLoader(ds, batch_size=3, shuffle=True, drop_last=True)
print(len(dl), [b[1].tolist() for b in dl])
g = torch.Generator()
g.manual_seed(7)
dl = DataLoader(ds, batch_size=5, shuffle=True, generator=g)
print([b[0].tolist() for b in dl])
print(list(RandomSampler(range(6), replacement=True, num_samples=40))[:10])
print(list(BatchSampler(SequentialSampler(range(7)), 3, False)))
print(list(BatchSampler(range(7), 3, True)))
dl = DataLoader(ds, batch_sampler=[[0, 1], [5, 9, 2]])
print([b[0].tolist() for b in dl])
dl = DataLoader(ds, batch_size=None)
print(next(iter(dl)))
for bad in (dict(batch_size=0), dict(sampler=SequentialSampler(ds), shuffle=True), dict(num_workers=-1),
            dict(batch_sampler=[[0]], batch_size=2)):
    try:
        DataLoader(ds, **bad)
    except ValueError as e:
        print(type(e).__name__, e)
