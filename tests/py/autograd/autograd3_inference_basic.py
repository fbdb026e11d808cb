import torch
x = torch.ones(2, requires_grad=True)
n = torch.ones(3)
print(x.is_inference(), n.is_inference())
with torch.inference_mode():
    t = torch.ones(2)
    r = torch.ones(2, requires_grad=True)
    print(r.requires_grad, r.is_inference(), r.is_leaf)
    v = n[:2]
    print(v.is_inference(), (n + 1).is_inference(), n.add_(1).is_inference())
    print(t.view(2).is_inference(), torch.is_grad_enabled(), torch.is_inference_mode_enabled())
    y = x * 2
    print(y.requires_grad, y.grad_fn, y.is_inference())
    with torch.inference_mode(False):
        print(torch.is_grad_enabled(), torch.is_inference_mode_enabled(), torch.ones(1).is_inference())
print(torch.is_grad_enabled(), torch.is_inference_mode_enabled())
print(t[0:1].is_inference(), (t + 1).is_inference(), t.clone().is_inference())
print(t.detach().is_inference(), t.data.is_inference(), n)
