import torch
import torch.nn.functional as F
torch.manual_seed(3)
for shape in [(2,3,4),(5,6,7),(8,9,40),(2,300,20),(4,1,33),(3,17,1),(16,8,8)]:
    x = torch.randn(*shape)
    for d in [0, 1, 2, (0, 1), (1, 2), (0, 2), (0, 1, 2)]:
        print(shape, d, x.sum(d).flatten().tolist()[:40])
        print(shape, d, x.double().mean(d).flatten().tolist()[:20])
