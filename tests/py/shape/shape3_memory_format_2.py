import torch
# memory_format argument errors
x = torch.arange(24.).reshape(1, 2, 3, 4)
for f in [lambda: x.is_contiguous(memory_format=torch.preserve_format), lambda: x.is_contiguous(torch.channels_last),
          lambda: x.contiguous(memory_format=torch.preserve_format).stride(), lambda: x.contiguous(torch.channels_last).stride(),
          lambda: x.clone(torch.channels_last), lambda: x.is_contiguous(memory_format=None), lambda: x.contiguous(memory_format=None),
          lambda: x.clone(memory_format=None).stride(), lambda: torch.memory_format(), lambda: x.is_contiguous(memory_format=torch.channels_last_3d),
          lambda: x.t().contiguous(memory_format=torch.preserve_format) if False else x.transpose(1, 3).contiguous(memory_format=torch.preserve_format).stride(),
          lambda: torch.ones(2, 3, 4).clone(memory_format=torch.channels_last).stride(),
          lambda: torch.channels_last.__class__.__name__, lambda: torch.clone(x, memory_format=torch.channels_last).stride()]:
    try:
        print(f())
    except Exception as e:
        print(type(e).__name__, e)
