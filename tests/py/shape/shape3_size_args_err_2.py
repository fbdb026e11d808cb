import torch
# view(): overload matching vs unpacking messages
x = torch.arange(6.)
for a in [(1.5,), (2.0, 3), ('a',), (2, 'a'), (None,), (2, None), ((2, 3.0),), ([2.0, 3],), (2.0, 3.0, 1),
          (torch.float32, 2), ((2.0, 3),), ((None, 3),), ([2, 3.0],), ([],), ((),), ([True, 6],), (True, 6),
          ([1.5],), ((3, 2),), ([3, -1],), (torch.tensor(2), 3), (-1,)]:
    try:
        print(x.view(*a).shape)
    except Exception as e:
        print(repr(a), type(e).__name__, e)
print(x.view(size=(2, 3)).shape, x.view(dtype=torch.int32).shape)
try:
    x.view(shape=(2, 3))
except Exception as e:
    print(type(e).__name__, e)
