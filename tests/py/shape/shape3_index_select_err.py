import torch
# index select err
x = torch.arange(12.).view(3, 4)
print(x.index_select(0, torch.tensor(1)), x.index_select(1, torch.tensor([3, 0])))
for f in [lambda: x.index_select(0, torch.tensor([[0, 1]])), lambda: x.index_select(0, torch.tensor([3])),
          lambda: x.index_select(0, torch.tensor([0.])), lambda: x.index_select(2, torch.tensor([0])), lambda: x.index_select(0, [0])]:
    try:
        print(f())
    except Exception as e:
        print(type(e).__name__, e)
