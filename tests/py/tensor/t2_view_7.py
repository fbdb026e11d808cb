import torch
# stack / cat / hstack / vstack / dstack / column_stack
a = torch.tensor([1, 2])
b = torch.tensor([3, 4])
print(torch.stack([a, b]), torch.stack([a, b], dim=1), torch.stack((a, b), -1), torch.stack([a]))
print(torch.cat([a, b]), torch.cat((a.view(1, 2), b.view(1, 2)), 0), torch.cat([a.view(1, 2), b.view(1, 2)], dim=1))
print(torch.hstack([a, b]), torch.vstack([a, b]), torch.dstack([a, b]), torch.column_stack([a, b]), torch.row_stack([a, b]))
print(torch.cat([a, torch.tensor([1.5])]), torch.cat([a, torch.tensor([], dtype=torch.int64)]), torch.cat([torch.zeros(0), a]))
print(torch.concat([a, b]), torch.concatenate([a, b]))
print(torch.cat([torch.zeros(2, 3), torch.ones(1, 3)]).shape, torch.stack([torch.zeros(2, 3)] * 4, 1).shape)
def tr(f):
    try:
        print(f())
    except Exception as e:
        print(type(e).__name__, e)
tr(lambda: torch.stack([a, torch.tensor([1, 2, 3])]))
tr(lambda: torch.cat([torch.zeros(2, 3), torch.zeros(2, 2)]))
tr(lambda: torch.cat([torch.zeros(2, 3), torch.zeros(3)]))
tr(lambda: torch.stack([]))
tr(lambda: torch.cat([]))
tr(lambda: torch.cat([a, b], dim=1))
tr(lambda: torch.stack([a, b], dim=2))
tr(lambda: torch.cat(a))
tr(lambda: torch.cat([a, torch.tensor([True])]))
tr(lambda: torch.stack([torch.tensor(1.), torch.tensor(2)]))
