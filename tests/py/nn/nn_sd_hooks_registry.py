import torch
import torch.nn as nn
m = nn.Linear(1, 1)
h = m.register_state_dict_pre_hook(lambda *a: None)
print(type(h).__name__, len(m._state_dict_pre_hooks))
h.remove(); print(len(m._state_dict_pre_hooks))
h2 = m.register_load_state_dict_post_hook(lambda *a: None)
print(len(m._load_state_dict_post_hooks))
