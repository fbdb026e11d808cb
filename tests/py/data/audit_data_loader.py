import torch
import collections
from torch.utils.data import DataLoader, Dataset, IterableDataset, TensorDataset, default_collate
from torch.utils.data.dataloader import default_collate as dc2
import numpy as np

def tryp(label, f):
    try:
        print(label, f())
    except Exception as e:
        print(label, type(e).__name__, e)

print(default_collate is dc2)
Point = collections.namedtuple("Point", ["x", "y"])
print(default_collate([1, 2, 3]))
print(default_collate([1.5, 2.5]))
print(default_collate([True, False]))
print(default_collate(["a", "b"]))
print(default_collate([b"a", b"b"]))
print(default_collate([(1, 2.0), (3, 4.0)]))
print(default_collate([[1, 2], [3, 4]]))
print(default_collate([{"a": 1, "b": torch.tensor([1., 2.])}, {"a": 2, "b": torch.tensor([3., 4.])}]))
print(default_collate([{"n": {"k": (1, "s")}}, {"n": {"k": (2, "t")}}]))
print(default_collate([Point(1, 2.0), Point(3, 4.0)]))
print(default_collate([np.array([1, 2]), np.array([3, 4])]))
print(default_collate([np.float64(1.5), np.float64(2.5)]))
print(default_collate([np.int64(1), np.int64(2)]))
print(default_collate([torch.tensor(1), torch.tensor(2)]))
tryp("coll-tensor", lambda: default_collate(torch.tensor([1, 2])))
tryp("ragged", lambda: default_collate([[1, 2], [3]]))
tryp("tensor-shape", lambda: default_collate([torch.zeros(2), torch.zeros(3)]))
tryp("obj", lambda: default_collate([object(), object()]))
tryp("none", lambda: default_collate([None, None]))
print(default_collate([(torch.zeros(2), [1, 2]), (torch.ones(2), [3, 4])]))

class Sq(Dataset):
    def __len__(self): return 7
    def __getitem__(self, i): return {"x": torch.tensor([float(i)]), "y": i * i, "name": "s%d" % i}

dl = DataLoader(Sq(), batch_size=3)
print(len(dl))
for b in dl: print(b)
dl = DataLoader(Sq(), batch_size=3, drop_last=True)
print(len(dl), [b["y"].tolist() for b in dl])
torch.manual_seed(0)
dl = DataLoader(Sq(), batch_size=2, shuffle=True)
print([b["y"].tolist() for b in dl])
print([b["y"].tolist() for b in dl])
g = torch.Generator().manual_seed(11)
dl = DataLoader(Sq(), batch_size=2, shuffle=True, generator=g)
print([b["y"].tolist() for b in dl])
dl = DataLoader(Sq(), batch_size=None)
print([b["y"] for b in dl][:3], len(dl))
dl = DataLoader(Sq(), batch_sampler=[[0, 1], [5, 6, 2]])
print([b["y"].tolist() for b in dl], len(dl))
dl = DataLoader(Sq(), batch_size=2, collate_fn=lambda b: [d["y"] for d in b])
print(list(dl))
dl = DataLoader(Sq(), batch_size=4, num_workers=2, worker_init_fn=lambda w: None, persistent_workers=True, pin_memory=True, prefetch_factor=2)
print([b["y"].tolist() for b in dl])
print(dl.num_workers, dl.batch_size, dl.drop_last, dl.prefetch_factor, dl.pin_memory)
dl = DataLoader(Sq())
print(dl.batch_size, dl.num_workers, dl.prefetch_factor, dl.collate_fn is default_collate, type(dl.sampler).__name__, type(dl.batch_sampler).__name__)
tryp("pf0", lambda: DataLoader(Sq(), prefetch_factor=2))
tryp("pw0", lambda: DataLoader(Sq(), persistent_workers=True))
tryp("nw-neg", lambda: DataLoader(Sq(), num_workers=-1))
tryp("timeout", lambda: DataLoader(Sq(), timeout=-1))
tryp("shuffle+sampler", lambda: DataLoader(Sq(), shuffle=True, sampler=[0, 1]))
tryp("bs+bs", lambda: DataLoader(Sq(), batch_size=2, batch_sampler=[[0]]))
tryp("bs+shuffle", lambda: DataLoader(Sq(), batch_sampler=[[0]], shuffle=True))
tryp("bs+droplast", lambda: DataLoader(Sq(), batch_sampler=[[0]], drop_last=True))
tryp("None+drop", lambda: DataLoader(Sq(), batch_size=None, drop_last=True))
tryp("bs0", lambda: DataLoader(Sq(), batch_size=0))
tryp("bsneg", lambda: DataLoader(Sq(), batch_size=-1))
tryp("shuffle-str", lambda: type(DataLoader(Sq(), shuffle="yes")).__name__)
tryp("setattr", lambda: setattr(DataLoader(Sq(), batch_size=2), "batch_size", 3))

class Stream(IterableDataset):
    def __init__(self, n): self.n = n
    def __iter__(self): return iter(range(self.n))

dl = DataLoader(Stream(7), batch_size=3)
print(list(dl))
dl = DataLoader(Stream(7), batch_size=3, drop_last=True)
print(list(dl))
tryp("iter-len", lambda: len(DataLoader(Stream(7), batch_size=3)))
tryp("iter-shuffle", lambda: DataLoader(Stream(7), shuffle=True))
tryp("iter-sampler", lambda: DataLoader(Stream(7), sampler=[0]))
tryp("iter-bsampler", lambda: DataLoader(Stream(7), batch_sampler=[[0]]))
class StreamL(Stream):
    def __len__(self): return self.n
print(len(DataLoader(StreamL(7), batch_size=3)), len(DataLoader(StreamL(7), batch_size=3, drop_last=True)))
print(list(DataLoader(Stream(3), batch_size=None)))
td = TensorDataset(torch.arange(10.).view(5, 2), torch.arange(5))
torch.manual_seed(3)
for x, y in DataLoader(td, batch_size=2, shuffle=True):
    print(x.tolist(), y.tolist())
it = iter(DataLoader(td, batch_size=2))
print(next(it)[1], type(it).__name__)
print(len(DataLoader(td, batch_size=2, sampler=[4, 3, 2])))
from torch.utils.data import RandomSampler
torch.manual_seed(5)
print([y.tolist() for _, y in DataLoader(td, batch_size=2, sampler=RandomSampler(td, replacement=True, num_samples=6))])
print(DataLoader(td).dataset is td)
from torch.utils.data import get_worker_info
print(get_worker_info())
