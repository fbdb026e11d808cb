# numpy idioms of tutorial code: data prep, one-hot, accuracy, batches, float32 arrays, builtins over arrays
import numpy as np
import torch

np.random.seed(1)
x = np.linspace(-1, 1, 10)[:, np.newaxis]
noise = np.random.normal(0, 0.1, size=x.shape)
y = np.power(x, 2) + noise
print(x.shape, y.shape, y.dtype, repr(y[:3]))
xt = torch.from_numpy(x).float()
print(xt.dtype, xt[:2])
onehot = np.eye(5)[[0, 3, 1]]
print(onehot, onehot.dtype)
probs = np.array([[0.1, 0.7, 0.2], [0.5, 0.3, 0.2], [0.2, 0.2, 0.6]], dtype=np.float32)
pred = np.argmax(probs, axis=1)
target = np.array([1, 1, 2])
acc = np.sum(pred == target) / float(target.size)
print(pred, repr(acc), (pred == target).mean(), float((pred == target).sum()) / len(target))
print('accuracy: %.2f' % acc, f"{acc:.3f}", round(acc, 4), str(acc))
losses = [0.5, 0.25, 0.125]
print(np.mean(losses), repr(np.mean(losses)), np.std(losses), np.sum(losses), np.max(losses))
f = np.array([0.1, 0.2, 0.7], dtype=np.float32)
print(f, f * 2, f + 0.5, f.sum(), repr(f.sum()), f.mean(), f.max(), repr(f[0]), f"{f[2]:.3f}")
print(f.astype(np.float64), f.tolist(), list(f), sorted(np.array([3, 1, 2])), max(np.array([4, 9, 2])))
print(np.random.choice(3, p=f), np.random.choice(range(3), p=[0.2, 0.3, 0.5]), np.random.choice(["a", "b", "c"]))
d = {np.int64(2): "two"}
print(d[2], int(np.argmax(f)), [i for i in np.argsort(f)[::-1]], np.argsort(f)[::-1].tolist())
batch = np.random.permutation(8)[:4]
data = np.arange(16).reshape(8, 2)
print(batch, data[batch], data[batch].shape)
mem = np.zeros((4, 3))
mem[1, :] = np.hstack(([1, 2], [3]))
print(mem, mem[:, :2], mem[:, -1:], mem[:, [0]].shape)
a = np.array([[1.0, 2.0], [3.0, 4.0]], dtype=np.float32)
print(a.T @ a, np.dot(a, a.T).dtype, a.shape[0], a.reshape(-1), np.squeeze(a[None]).shape)
s = np.float32(0.5) * torch.tensor([1.0, 2.0])
print(s, np.float64(2.0) * torch.tensor([1.0]), torch.tensor([1.0]) * np.float64(3.0))
print(np.array([torch.tensor(1.5).item(), 2.5]), np.array([t.item() for t in torch.arange(3)]))
print(np.concatenate([np.zeros(2), np.ones(3)]), np.vstack([np.zeros(2), np.ones(2)]), np.stack([x[0], x[1]]).shape)
rs = np.random.RandomState(0)
w = rs.randn(3, 2).astype(np.float32)
print(w, w.dtype, torch.from_numpy(w).dtype, torch.tensor(w).requires_grad)
rewards = [1.0, 0.0, 1.0]
disc = np.zeros_like(rewards)
running = 0
for t in reversed(range(len(rewards))):
    running = running * 0.99 + rewards[t]
    disc[t] = running
disc -= np.mean(disc)
disc /= np.std(disc)
print(disc, disc.dtype)
print(np.clip(np.array([-2.0, 0.5, 3.0]), -1, 1), np.abs(-0.5), np.exp(np.array([0.0, 1.0])).round(3))
print(np.array([1, 2, 3]).mean(), np.array([[1, 2], [3, 4]]).sum(axis=0), np.zeros(3, dtype=np.int64) + 1)
print(np.arange(0.0, 1.0, 0.1), [w for w in np.arange(0.0, 0.5, 0.1)])
print(np.sqrt(np.float64(2)), np.float64(2) ** 0.5, np.log(np.float32(2.0)), np.tanh(0.5), np.sin(np.float64(1)))
