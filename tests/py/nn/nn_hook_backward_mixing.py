import torch
import torch.nn as nn
l = nn.Linear(2, 1)
h = l.register_full_backward_hook(lambda *a: None)
h.remove()
try: l.register_backward_hook(lambda *a: None)
except RuntimeError as e: print(e)
l2 = nn.Linear(2, 1)
l2.register_backward_hook(lambda *a: None)
try: l2.register_full_backward_hook(lambda *a: None)
except RuntimeError as e: print(e)
print(l._is_full_backward_hook, l2._is_full_backward_hook, nn.Linear(1,1)._is_full_backward_hook)
