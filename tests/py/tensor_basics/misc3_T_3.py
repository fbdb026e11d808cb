import torch
def transpose_all(ts):
    return [t.T for t in ts]
out = transpose_all([torch.ones(2, 3), torch.ones(4), torch.ones(2, 3, 4)])
print([o.shape for o in out])
out = transpose_all([torch.ones(5), torch.ones(1, 2, 3)])
print([o.shape for o in out])
print(torch.ones(2, 3, 4).mT.shape, torch.ones(3, 2).T.shape, torch.ones(3, 2).t().shape)
print(torch.tensor(1.).T, torch.tensor(2.).T)
