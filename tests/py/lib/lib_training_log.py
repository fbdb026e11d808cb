import math, random
random.seed(0)
losses = []
for epoch in range(1, 6):
    loss = 1.0 / epoch + random.random() * 0.01
    losses.append(loss)
    print(f"epoch {epoch:2d} | loss {loss:.4f} | lr {0.1 * math.exp(-0.1 * epoch):.5f}")
best = min(range(len(losses)), key=losses.__getitem__)
print("best epoch", best + 1, round(losses[best], 4))
print("mean", sum(losses) / len(losses), "max", max(losses))
print(sorted(enumerate(losses), key=lambda t: t[1])[:2])
