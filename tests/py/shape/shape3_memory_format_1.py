import torch
# memory formats: objects, contiguous/is_contiguous/clone(memory_format=...)
print(torch.contiguous_format, torch.preserve_format, torch.channels_last, torch.channels_last_3d)
print(type(torch.contiguous_format), torch.memory_format, str(torch.channels_last))
print(torch.contiguous_format == torch.contiguous_format, torch.channels_last == torch.contiguous_format, hash(torch.channels_last) == hash(torch.channels_last))
x = torch.arange(24.).reshape(1, 2, 3, 4)
y = x.contiguous(memory_format=torch.channels_last)
print(y.stride(), y.is_contiguous(), y.is_contiguous(memory_format=torch.channels_last), x.is_contiguous(memory_format=torch.channels_last))
print(y.shape, torch.equal(x, y), y.grad_fn)
z = y.clone()
print(z.stride(), y.clone(memory_format=torch.contiguous_format).stride(), x.clone(memory_format=torch.channels_last).stride())
print((y + 1).stride(), y.contiguous().stride(), y.contiguous(memory_format=torch.channels_last) is y)
try:
    torch.arange(6.).reshape(2, 3).contiguous(memory_format=torch.channels_last)
except Exception as e:
    print(type(e).__name__, e)
try:
    x.contiguous(memory_format=torch.preserve_format)
except Exception as e:
    print(type(e).__name__, e)
try:
    x.contiguous(memory_format=1)
except Exception as e:
    print(type(e).__name__, e)
w = torch.randn(2, 3, 4, 5, 6).contiguous(memory_format=torch.channels_last_3d)
print(w.stride(), w.is_contiguous(memory_format=torch.channels_last_3d))
a = torch.ones(2, 1, 3, 1)
print(a.is_contiguous(memory_format=torch.channels_last), a.contiguous(memory_format=torch.channels_last).stride())
r = torch.ones(2, 3, 4, 5, requires_grad=True)
s = r.contiguous(memory_format=torch.channels_last)
print(s.grad_fn.name())
s.sum().backward()
print(r.grad.stride(), r.grad.shape)
print(repr(torch.channels_last), f"{torch.preserve_format}")
print(x.contiguous(memory_format=torch.contiguous_format) is x)
