import random
random.seed(0)

class Linear:
    def __init__(self, nin, nout):
        self.w = [[random.uniform(-1, 1) for _ in range(nin)] for _ in range(nout)]
        self.b = [0.0] * nout
    def __call__(self, x):
        return [sum(wi * xi for wi, xi in zip(row, x)) + bi for row, bi in zip(self.w, self.b)]
    def parameters(self):
        return [v for row in self.w for v in row] + self.b

class MLP:
    def __init__(self, sizes):
        self.layers = [Linear(a, b) for a, b in zip(sizes, sizes[1:])]
    def __call__(self, x):
        for i, layer in enumerate(self.layers):
            x = layer(x)
            if i < len(self.layers) - 1:
                x = [max(0.0, v) for v in x]
        return x

net = MLP([3, 4, 2])
data = [([random.random() for _ in range(3)], random.randint(0, 1)) for _ in range(8)]
losses = []
for epoch in range(3):
    total = 0.0
    correct = 0
    for x, y in data:
        out = net(x)
        pred = max(range(len(out)), key=lambda k: out[k])
        correct += pred == y
        total += sum((o - (1.0 if k == y else 0.0)) ** 2 for k, o in enumerate(out))
    losses.append(round(total / len(data), 6))
    print(f'epoch {epoch}: loss={total / len(data):.4f} acc={correct}/{len(data)}')
print(losses, len(net.layers[0].parameters()), sum(len(l.parameters()) for l in net.layers))
history = {'loss': [], 'acc': []}
for step in range(5):
    history['loss'].append(1.0 / (step + 1))
    history['acc'].append(step * 0.2)
best = min(range(5), key=lambda s: history['loss'][s])
print(best, {k: [round(v, 3) for v in vs] for k, vs in history.items()})
