import random
import torch


def batches(X, y, batch_size, shuffle=True, seed=0):
    idx = list(range(len(X)))
    if shuffle:
        random.Random(seed).shuffle(idx)
    for start in range(0, len(idx), batch_size):
        chunk = idx[start:start + batch_size]
        yield X[chunk], y[chunk]


X = torch.arange(20.0).reshape(10, 2)
y = torch.arange(10)
for i, (xb, yb) in enumerate(batches(X, y, 4)):
    print(i, tuple(xb.shape), yb.tolist())
print(sum(1 for _ in batches(X, y, 3, shuffle=False)), [len(b[1]) for b in batches(X, y, 3)])
gen = batches(X, y, 5, shuffle=False)
first = next(gen)
print(first[0][0], first[1])
random.seed(1)
torch.manual_seed(1)
a = random.random(), torch.rand(1).item()
random.seed(1)
b = random.random(), torch.rand(1).item()
print(a[0] == b[0], a[1] != b[1], f"{a[0]:.6f}")
split = int(0.8 * len(X))
perm = torch.randperm(len(X), generator=torch.Generator().manual_seed(0)).tolist()
train_idx, val_idx = perm[:split], perm[split:]
print(len(train_idx), len(val_idx), sorted(train_idx + val_idx) == list(range(10)))
