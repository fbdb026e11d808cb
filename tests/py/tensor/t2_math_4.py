import torch
# one_hot and friends
import torch.nn.functional as F
print(F.one_hot(torch.tensor([0, 2, 1])), F.one_hot(torch.tensor([0, 2]), num_classes=4), F.one_hot(torch.tensor([[0, 1], [1, 0]])))
print(F.one_hot(torch.tensor([1, 2])).dtype, F.one_hot(torch.tensor(1), 3), F.one_hot(torch.arange(3)).float())
def tr(f):
    try:
        print(f())
    except Exception as e:
        print(type(e).__name__, e)
tr(lambda: F.one_hot(torch.tensor([0., 1.])))
tr(lambda: F.one_hot(torch.tensor([0, 3]), 3))
tr(lambda: F.one_hot(torch.tensor([-1, 0])))
tr(lambda: F.one_hot(torch.tensor([], dtype=torch.long), 2))
tr(lambda: F.one_hot(torch.tensor([], dtype=torch.long)))
tr(lambda: F.one_hot(torch.tensor([1, 0], dtype=torch.int32)))
