# torch.pairwise_distance / torch.cosine_similarity / torch.norm(input=...) / torch.poisson at the torch level
import torch
torch.manual_seed(0)
x = torch.randn(3, 4)
y = torch.randn(3, 4)
print(torch.pairwise_distance(x, y))
print(torch.pairwise_distance(x, y, p=1.5, eps=1e-3, keepdim=True))
print(torch.pairwise_distance(x, y[0]))
print(torch.cosine_similarity(x, y))
print(torch.cosine_similarity(x, y, dim=0))
print(torch.cosine_similarity(x, y[1:2], 1, 1e-6))
print(torch.norm(input=x), torch.norm(input=x, p=1, dim=1))
print(torch.norm(x, dim=0, keepdim=True))
print(torch.poisson(torch.tensor([0.0, 1.0, 4.0, 10.0])).shape)
for bad in (lambda: torch.pairwise_distance(x), lambda: torch.cosine_similarity(x)):
    try:
        bad()
    except Exception as e:
        print(type(e).__name__, e)
