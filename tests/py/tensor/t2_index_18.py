import torch
# index errors for advanced indexing messages
x = torch.arange(12).reshape(3, 4)
def tr(f):
    try:
        print(f())
    except Exception as e:
        print(type(e).__name__, e)
tr(lambda: x[[0, 1], [0, 1, 2]])
tr(lambda: x[torch.tensor([[True, False]])])
tr(lambda: x[:, torch.tensor([4])])
tr(lambda: x[torch.tensor([-4])])
tr(lambda: x[[0], [-5]])
tr(lambda: x.__setitem__(torch.tensor([5]), 0))
tr(lambda: x.__setitem__((torch.tensor([0, 1]), torch.tensor([0])), torch.tensor([1, 2, 3])))
tr(lambda: x[None, None, None, 0, 0, 0])
tr(lambda: x[1, 2, ...][0])
