import torch
import torch.nn as nn


class Half(nn.Module):
    def __init__(self):
        self.scale = 2.0
        self.mask = torch.ones(3)


h = Half()
print(h.scale, h.mask)
for label, fn in [("modules", lambda: list(h.modules())), ("children", lambda: list(h.children())),
                  ("buffers", lambda: list(h.buffers())), ("to", lambda: h.to(torch.float64)),
                  ("eval", lambda: h.eval()), ("zero_grad", lambda: h.zero_grad()),
                  ("apply", lambda: h.apply(print)), ("str", lambda: str(h))]:
    try:
        print(label, fn())
    except AttributeError as e:
        print(label, "AttributeError:", e)
