import torch, torch.nn as nn, torch.nn.functional as F
torch.manual_seed(0)
w = torch.randn(6, 3, requires_grad=True)
inp = torch.tensor([0, 2, 2, 5, 1, 3])
off = torch.tensor([0, 3, 5, 6])
out = F.embedding_bag(inp, w, off, mode="sum", include_last_offset=True)
print(out)
out2 = F.embedding_bag(inp, w, torch.tensor([0, 3, 3]), mode="mean")
print(out2)
out3 = F.embedding_bag(inp, w, torch.tensor([0, 2]), mode="max")
print(out3)
(out.sum() + out2.sum() + out3.sum()).backward()
print(w.grad)
bag = nn.EmbeddingBag(6, 3, mode="sum", padding_idx=2)
print(bag, bag(inp, torch.tensor([0, 3])))
for bad in [lambda: F.embedding_bag(inp, w), lambda: F.embedding_bag(inp.view(2, 3), w, off), lambda: F.embedding_bag(inp, w, off, mode="max", per_sample_weights=torch.ones(6))]:
    try:
        bad()
    except Exception as e:
        print(type(e).__name__, e)
