import torch
x = torch.tensor([1., 2.], requires_grad=True)
print(x + 1)
print((x * 2).sum())
print(x.mean())
print(x.double() * 2)
print(x.clone())
y = x + 1
print(y.grad_fn.next_functions[0][1], type(y.grad_fn.next_functions[0][0]).__name__)
print(x.grad_fn, x.is_leaf)
