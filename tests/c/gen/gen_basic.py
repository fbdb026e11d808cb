# Reference values for tests/c/test_tensor_basic.c (run: /usr/bin/python3 tests/c/gen/gen_basic.py)
import torch
torch.set_printoptions(precision=10)
x = torch.arange(1000, dtype=torch.float32) * 0.1
print("sum1000", repr(x.sum().item()))
y = torch.linspace(-1, 1, 7); print("linspace", [repr(v) for v in y.tolist()])
a = torch.tensor([[1., 2., 3.], [4., 5., 6.]], requires_grad=True)
w = torch.tensor([[0.5, -1.], [2., 0.25], [1.5, -0.5]], requires_grad=True)
l = torch.tanh(a @ w).sum(); l.backward()
print("tanhmm", repr(l.item()), a.grad.tolist(), w.grad.tolist())
print("softmax", torch.softmax(torch.tensor([1., 2., 3.]), 0).tolist())
print("ce", repr(torch.nn.functional.cross_entropy(torch.tensor([[1., 2., 0.5], [0.1, 0.2, 3.]]), torch.tensor([1, 2])).item()))
print("promo", (torch.tensor([1, 2]) + 2.5).dtype, (torch.tensor([1], dtype=torch.int8) + torch.tensor([1], dtype=torch.uint8)).dtype, (torch.tensor([1.], dtype=torch.float16) + torch.tensor(1.)).dtype)
