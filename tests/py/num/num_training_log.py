import math
losses = [2.302585, 1.8732, 1.2101, 0.90123, 0.6012, 0.45, 0.3333333, 0.25, 0.2, 0.1111]
best = float('inf')
for epoch, loss in enumerate(losses):
    acc = 1 - loss / 3
    if loss < best:
        best = loss
    print(f"Epoch {epoch + 1:02d}/{len(losses)} | loss: {loss:.4f} | acc: {acc:.2%} | best: {best:.3f} | ppl: {math.exp(loss):.2f}")
print(f"final lr: {0.1 * 0.95 ** 10:.6f} {0.1 * 0.95 ** 10:.3e} {0.1 * 0.95 ** 10}")
total = 0
for n in [3 * 3 * 3 * 64, 64, 64 * 128 * 9, 128, 128 * 10, 10]:
    total += n
    print(f"{n:>10,d} {total:>12,d} {n / total:7.2%}")
print("Params: {:,} ({:.2f}M)".format(total, total / 1e6))
print("Memory: %.1f MB" % (total * 4 / 1024 / 1024))
