import torch
import torch.nn as nn


class MyModel(nn.Module):
    def __init__(self, hidden):
        self.hidden = hidden
        self.head = nn.Linear(hidden, 1)


try:
    model = MyModel(8)
    print("created")
except AttributeError as e:
    print("AttributeError:", e)


class Later(nn.Module):
    def __init__(self):
        self.cfg = {"h": 3}
        super().__init__()
        self.fc = nn.Linear(self.cfg["h"], 1)


m = Later()
print(m, m.cfg)
print(list(vars(m))[0], len(list(m.parameters())))
