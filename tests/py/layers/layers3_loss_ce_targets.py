import torch, torch.nn.functional as F
torch.manual_seed(0)
x = torch.randn(5, 4)
for t in [torch.rand(5, 3), torch.rand(5), torch.zeros(5, 3, dtype=torch.long), torch.zeros(4, dtype=torch.long), torch.rand(4,4)]:
    try: F.cross_entropy(x, t)
    except Exception as e: print(type(e).__name__, e)
x3 = torch.randn(2, 3, 4, requires_grad=True)
for t in [torch.zeros(2, 5, dtype=torch.long), torch.zeros(2, 4, 1, dtype=torch.long), torch.rand(2, 4)]:
    try: F.cross_entropy(x3, t)
    except Exception as e: print(type(e).__name__, e)
t3 = torch.zeros(2,4,dtype=torch.long)
print(type(F.cross_entropy(x3, t3, reduction="none").grad_fn).__name__, type(F.nll_loss(x3, t3).grad_fn).__name__, type(F.nll_loss(x3, t3, reduction="sum").grad_fn).__name__)
x4 = torch.randn(2, 3, 4, 2, requires_grad=True)
t4 = torch.zeros(2,4,2,dtype=torch.long)
print(type(F.cross_entropy(x4, t4, reduction="none").grad_fn).__name__, type(F.nll_loss(x4, t4).grad_fn).__name__)
for t in [torch.zeros(2, 5, 2, dtype=torch.long), torch.zeros(2, 4, dtype=torch.long)]:
    try: F.cross_entropy(x4, t)
    except Exception as e: print(type(e).__name__, e)
