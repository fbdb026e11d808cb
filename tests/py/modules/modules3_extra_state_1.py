import torch
import torch.nn as nn

class WithExtra(nn.Module):
    def __init__(self):
        super().__init__()
        self.fc = nn.Linear(1, 1)
        self.counter = 0
    def get_extra_state(self):
        return {"counter": self.counter}
    def set_extra_state(self, state):
        self.counter = state["counter"]

m = WithExtra()
m.counter = 5
sd = m.state_dict()
print(list(sd.keys()), sd["_extra_state"])
m2 = WithExtra()
print(m2.load_state_dict(sd), m2.counter)
del sd["_extra_state"]
print(m2.load_state_dict(sd, strict=False))
p = nn.Sequential(WithExtra())
print(list(p.state_dict().keys()))
