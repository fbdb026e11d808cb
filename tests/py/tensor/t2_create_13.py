import torch
# zeros/ones with size given as torch.Size / tensor shape / mixed errors
t = torch.ones(2, 3)
print(torch.zeros(t.shape), torch.ones(t.size()), torch.zeros(*t.shape))
print(torch.zeros(t.shape[0]), torch.full(t.shape, 2.))
def tr(f):
    try:
        print(f())
    except Exception as e:
        print(type(e).__name__, e)
tr(lambda: torch.zeros(2.5))
tr(lambda: torch.zeros((2, 'a')))
tr(lambda: torch.zeros(2, 3, dtype='float32'))
tr(lambda: torch.ones(torch.tensor(3)))
tr(lambda: torch.zeros(size=(2, 1)))
tr(lambda: torch.empty(3, 0, 2).shape)
tr(lambda: torch.zeros(1, 1, 1, 1))
tr(lambda: torch.ones([]))
