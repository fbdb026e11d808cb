import torch
# accuracy-style and loss-style reductions typical in training loops
torch.manual_seed(0)
logits = torch.randn(8, 4)
y = torch.randint(0, 4, (8,))
pred = logits.argmax(dim=1)
print(pred, y, (pred == y).sum(), (pred == y).sum().item(), (pred == y).float().mean().item())
print(f"acc={(pred == y).float().mean():.3f}", f"{(pred == y).sum().item() / len(y):.2%}")
probs = logits.softmax(dim=1)
print(probs.sum(1), probs.max(1).values, -probs[torch.arange(8), y].log().mean())
print(torch.nn.functional.cross_entropy(logits, y), torch.nn.functional.nll_loss(logits.log_softmax(1), y))
print(logits.mean(0), logits.std(0), (logits - logits.mean(0)) / logits.std(0))
