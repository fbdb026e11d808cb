import torch
import torch.nn.functional as F
torch.manual_seed(8)
for shape in [(3,),(10,),(4,3),(8,10),(2,100),(5,1000),(3,7,5),(16,33),(2,17)]:
    x = torch.randn(*shape)
    for d in range(len(shape)):
        print(shape, d, F.softmax(x, d).flatten().tolist()[:16])
        print(shape, d, F.log_softmax(x, d).flatten().tolist()[:16])
    print(shape, torch.logsumexp(x, -1).flatten().tolist()[:10], F.softmax(x.double(), -1).flatten().tolist()[:5])
