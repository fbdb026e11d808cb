# numpy indexing and assignment: ints, slices, None, Ellipsis, boolean masks, integer arrays
import numpy as np

m = np.arange(24).reshape(4, 6)
print(repr(m[1]), repr(m[1, 2]), repr(m[-1, -1]), repr(m[1][2]))
print(m[1:3], m[:, 2], m[::2, ::3], m[1:, :-4])
print(m[::-1, 0], m[0, ::-2], m[::-1])
print(m[None].shape, m[:, None].shape, m[..., 1], m[..., None].shape, m[1, ...])
print(m[m > 20], m[[0, 2]], m[[0, 2], [1, 3]], m[np.array([3, 1])], m[:, [0, 5]])
mask = np.array([True, False, True, False])
print(m[mask], m[mask, 1])
v = np.arange(10.0)
print(v[v % 2 == 0], v[np.argsort(-v)[:3]], v[-3:], v[np.int64(4)])
v[2] = 100
v[v > 8] = -1
v[:2] = [7, 8]
print(v)
m2 = np.zeros((3, 4))
m2[1] = 5
m2[:, 0] = np.array([1, 2, 3])
m2[2, 1:3] = 9.5
m2[m2 == 0] = -2
m2[[0, 1], [3, 3]] = 4
print(m2)
w = np.zeros(5, dtype=int)
w[1] = 3.7
w[::-1] = np.arange(5)
print(w)
r = np.arange(5)
r[r > 2] += 10
print(r, 3 in r, 13 in r)
t = np.arange(12).reshape(3, 4)
print(t.ravel(), t.flatten(), t.reshape(2, -1), t.reshape((4, 3)).shape, t.T.shape)
print(t.transpose(1, 0).shape, np.transpose(t).shape, t.swapaxes(0, 1).shape)
print(np.expand_dims(r, 0).shape, np.expand_dims(r, -1).shape, np.squeeze(np.zeros((1, 3, 1))).shape)
print(np.zeros((1, 3, 1)).squeeze(axis=0).shape)
try:
    t.reshape(5, 3)
except ValueError as e:
    print("ValueError", e)
try:
    m[10]
except IndexError as e:
    print("IndexError", e)
for row in t:
    print(row, row.sum())
e = t[:, 1]
e[0] = 100
print(t)
print(t[1].tolist(), t.tolist(), t[0, 0].item(), t.item(5), type(t.tolist()[0][0]).__name__)
