import torch
import torch.nn as nn
class M(nn.Module):
    def __init__(self):
        super().__init__()
        self.v = 3
    def get_extra_state(self): return {'v': self.v}
    def set_extra_state(self, s): self.v = s['v']
m = M()
sd = m.state_dict(); print(sd)
m2 = M(); m2.v = 0; print(m2.load_state_dict(sd), m2.v)
try: M().load_state_dict({})
except RuntimeError as e: print(repr(str(e)))
