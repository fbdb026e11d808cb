import torch
t = torch.tensor([1.5, -2.7, 3.0])
print(int(t[0]), float(t[1]), int(t[2].item()), round(t[1].item(), 1), bool(t[0]), complex(t[2]))
print(t.tolist(), [round(v, 2) for v in t.tolist()], list(map(int, t.tolist())))
print(int(torch.tensor(7)), float(torch.tensor(3)), torch.tensor(2.5).item() * 2, type(torch.tensor(3).item()).__name__)
print(f"{t.sum():.3f}", "{:.1f}".format(t.mean()), "%.2f" % t.max(), str(t.min().item()))
print(t[0] > 1, (t > 0).tolist(), bool((t > 0).any()), (t > 0).sum().item(), int((t > 0).sum()))
try:
    int(t)
except (ValueError, RuntimeError, TypeError) as e:
    print(type(e).__name__, e)
try:
    bool(t)
except RuntimeError as e:
    print("RuntimeError", e)
try:
    float(torch.ones(2))
except (ValueError, RuntimeError, TypeError) as e:
    print(type(e).__name__, e)
idx = torch.tensor(1)
print([10, 20, 30][idx], "abc"[torch.tensor(2)], range(5)[torch.tensor(3)], hex(torch.tensor(255)) if False else "")
print(max(t.tolist()), sorted(t.tolist(), reverse=True), sum(t.tolist()), abs(torch.tensor(-2.0)).item())
print(round(torch.tensor(2.567).item(), 2), divmod(7, torch.tensor(2).item()), 10 ** torch.tensor(2).item())
