import torch
for f in [lambda: torch.tensor([True, False, True]).argmax(), lambda: torch.tensor([False, True]).argmin(), lambda: torch.argmax(torch.tensor([True]), dim=0)]:
    try:
        print(f())
    except Exception as e:
        print(type(e).__name__, e)
print(torch.tensor([1, 3, 3]).argmax(), torch.tensor([[1., 5.], [7., 2.]]).argmax(1))
