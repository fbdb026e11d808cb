import torch
import torch.nn as nn
import torch.nn.functional as F

def tr(f):
    try:
        r = f()
        print(r)
    except Exception as e:
        print(type(e).__name__, e)

x = torch.tensor([[3.0, 4.0], [0.0, 0.0], [1.0, 1.0]])
print(F.normalize(x))
print(F.normalize(x, dim=0))
print(F.normalize(x, p=1.0, dim=1))
print(F.cosine_similarity(torch.tensor([[1.0, 0.0], [1.0, 1.0]]), torch.tensor([[0.0, 1.0], [2.0, 2.0]])))
print(F.cosine_similarity(torch.tensor([1.0, 2.0, 3.0]), torch.tensor([1.0, 2.0, 3.5]), dim=0))
