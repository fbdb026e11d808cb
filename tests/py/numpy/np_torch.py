# numpy <-> torch: from_numpy and Tensor.numpy share memory, torch.tensor/as_tensor copy or share,
# legacy constructors, tensor ops with ndarray operands, numpy scalars in torch calls
import numpy as np
import torch

a = np.array([[1.0, 2.0], [3.0, 4.0]])
t = torch.from_numpy(a)
print(t, t.dtype)
t[0, 0] = 10
print(a)
b = t.numpy()
b[1, 1] = -1
print(t, type(b).__name__, b.dtype)
print(torch.from_numpy(np.arange(3)), torch.from_numpy(np.zeros(2, dtype=np.float32)))
print(torch.from_numpy(np.array([True, False])), torch.from_numpy(np.ones(2, dtype=np.int32)))
c = torch.tensor(a)
c[0, 0] = 0
print(a[0, 0], torch.tensor(a, dtype=torch.float32), torch.as_tensor(a).dtype)
d = torch.as_tensor(a)
d[0, 1] = 99
print(a)
print(torch.tensor([np.array([1, 2]), np.array([3, 4])]))
print(torch.FloatTensor(np.array([1.0, 2.0])), torch.LongTensor(np.array([1, 2])), torch.Tensor(np.array([3, 4])))
print(t + a, t * a)
print(torch.tensor(np.float64(1.5)), torch.tensor(np.float32(2.5)), torch.tensor(np.int64(3)))
x = torch.ones(2, requires_grad=True)
try:
    x.numpy()
except RuntimeError as e:
    print("RuntimeError", e)
print(x.detach().numpy(), np.asarray(x.detach()))
try:
    torch.from_numpy([1, 2])
except TypeError as e:
    print("TypeError", e)
y = torch.arange(6).reshape(2, 3)
print(y[np.array([1, 0])], y[:, np.array([True, False, True])], y[np.int64(1)])
lin = torch.nn.Linear(2, 1)
torch.manual_seed(0)
lin = torch.nn.Linear(2, 1)
x_np = np.linspace(-1, 1, 4).reshape(-1, 1).repeat(2, axis=1)
out = lin(torch.from_numpy(x_np).float())
print(out.shape, out.data.numpy().shape, out.detach().numpy().dtype)
loss = out.pow(2).mean()
print(type(loss.item()).__name__, loss.data.numpy().shape, repr(loss.detach().numpy()))
print(np.array(torch.tensor([1.5, 2.5])), np.exp(torch.tensor([0.0, 1.0])))
w = lin.weight.detach().numpy()
print(w.shape, w.dtype, repr(np.round(w, 3)))
print(torch.tensor(np.random.RandomState(0).rand(2, 2)).dtype, torch.from_numpy(np.random.RandomState(1).randn(3)).float())
print(torch.sum(torch.from_numpy(np.arange(4.0))), torch.max(torch.from_numpy(np.array([1, 5, 2]))))
