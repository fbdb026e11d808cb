import torch
t = torch.tensor(3.14159)
print(f"{t:.3f}", f"{t:.1e}", f"{t:10.2f}|", f"{t}", f"{t!r}")
print("{:.2f}".format(torch.tensor(2.5)), format(torch.tensor(7), 'd'), f"{torch.tensor(7):03d}")
print(f"{torch.tensor(True)}", f"{torch.tensor([1.5, 2.5])}")
print(f"{torch.tensor(1.5, requires_grad=True):.2f}")
loss = torch.tensor(0.123456)
print(f"loss: {loss:.4f}", "loss: %.3f" % loss, "%d" % torch.tensor(5), "%s" % torch.tensor(2.))
print(f"{torch.tensor(2.5, dtype=torch.float64):>8.3f}|")
try:
    print(f"{torch.tensor([1.5, 2.5]):.2f}")
except Exception as e:
    print(type(e).__name__, e)
print(f"{torch.tensor(2, dtype=torch.int32):.2f}")
print(format(torch.tensor(1.5), ''))
print(f"{torch.tensor(1+2j):.1f}")
