import torch
# unbind chunk
x = torch.arange(10.).view(2, 5)
print(x.unbind(), x.unbind(1)[0], torch.unbind(x, -1)[-1])
print(x.chunk(3, 1), x.chunk(2), torch.chunk(x, 5, 1)[4].shape)
for f in [lambda: x.chunk(0), lambda: x.unbind(2), lambda: x.chunk(2, 3), lambda: torch.tensor(1.).unbind()]:
    try:
        print(f())
    except Exception as e:
        print(type(e).__name__, e)
