import torch
print(torch.trace(torch.tensor([[1., 2.], [3., 4.]])), torch.tensor([[1, 2, 3], [4, 5, 6]]).trace())
w = torch.tensor([[1., 2.], [3., 4.]], requires_grad=True)
t = w.trace()
t.backward()
print(t, w.grad)
