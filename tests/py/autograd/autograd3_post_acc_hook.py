import torch
w = torch.tensor([1., 2.], requires_grad=True)
seen = []
h = w.register_post_accumulate_grad_hook(lambda p: seen.append(p.grad.clone()))
(w * 3).sum().backward()
(w * w).sum().backward()
print(seen)
h.remove()
(w * 3).sum().backward()
print(len(seen), w.grad)
try:
    (w * 2).register_post_accumulate_grad_hook(lambda p: None)
except RuntimeError as e:
    print(e)
