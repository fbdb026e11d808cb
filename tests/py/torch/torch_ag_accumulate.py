import torch
w = torch.tensor([1., 2.], requires_grad=True)
for i in range(3):
    loss = (w * (i + 1)).sum()
    loss.backward()
    print(i, w.grad)
