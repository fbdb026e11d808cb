import torch
x = torch.arange(9.)
print(x.as_strided((2, 2), (1, 2)))
print(torch.as_strided(x, (3, 3), (3, 1), 0).t())
print(x.as_strided((2,), (3,), 1))
w = x.as_strided((4, 3), (2, 1))
print(w, w.stride(), w.storage_offset())
for a in [((3, 4), (3, 1)), ((2,), (-1,)), ((2, 2), (1,))]:
    try:
        print(x.as_strided(*a))
    except Exception as e:
        print(type(e).__name__, e)
