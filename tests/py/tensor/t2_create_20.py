import torch
# numel/shape of many creations
shapes = [(), (0,), (1,), (3,), (2, 0), (0, 2), (1, 1), (2, 3, 4), (1, 2, 1, 2)]
for s in shapes:
    z = torch.zeros(s)
    print(s, z.shape, z.numel(), z.dim(), z.stride(), z.is_contiguous())
    print(z)
