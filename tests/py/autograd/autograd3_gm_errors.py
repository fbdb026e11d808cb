import torch
try:
    torch.set_grad_enabled(1)
except Exception as e:
    print(type(e).__name__, e)
try:
    torch.set_grad_enabled()
except Exception as e:
    print(type(e).__name__, e)
try:
    torch.no_grad(1, 2)
except Exception as e:
    print(type(e).__name__, e)
print(torch.is_grad_enabled())
try:
    with torch.no_grad():
        raise ValueError('boom')
except ValueError as e:
    print('caught', e, torch.is_grad_enabled())
try:
    with torch.inference_mode():
        raise KeyError('k')
except KeyError as e:
    print('caught', e, torch.is_inference_mode_enabled(), torch.is_grad_enabled())
print(torch.no_grad, torch.enable_grad, torch.set_grad_enabled, torch.inference_mode)
print(torch.autograd.no_grad is torch.no_grad, torch.autograd.grad_mode.no_grad is torch.no_grad)
print(isinstance(torch.no_grad(), torch.no_grad), torch.no_grad() is torch.no_grad())
with torch.no_grad() as v:
    print(v)
print(torch.inference_mode(mode=False).mode, torch.inference_mode().mode)
