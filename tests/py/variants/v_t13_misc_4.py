import torch, torch.nn.functional as F
for x, y in [([0.5, 1.5], [1., 0.]), ([0.5, 0.2], [2., 0.]), ([float('nan'), 0.2], [1., 0.]), ([0.5, 0.2], [float('nan'), 0.]), ([1.5], [2.0]), ([0.0, 1.0], [0.0, 1.0])]:
    try: print(F.binary_cross_entropy(torch.tensor(x), torch.tensor(y)))
    except RuntimeError as e: print(e)
try: print(F.binary_cross_entropy(torch.tensor([0.5, 0.2], dtype=torch.float64), torch.tensor([1., 0.])))
except RuntimeError as e: print(e)
