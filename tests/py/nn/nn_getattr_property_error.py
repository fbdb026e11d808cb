import torch
import torch.nn as nn
class M(nn.Module):
    @property
    def bad(self):
        return self.missing_thing
m = M()
try: m.bad
except AttributeError as e: print(e)
