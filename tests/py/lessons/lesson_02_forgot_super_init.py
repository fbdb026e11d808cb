import torch.nn as nn


class Forgot(nn.Module):
    def __init__(self):
        self.fc = nn.Linear(2, 2)


class Remembered(nn.Module):
    def __init__(self):
        super().__init__()
        self.fc = nn.Linear(2, 2)


try:
    Forgot()
except AttributeError as e:
    print("AttributeError:", e)

m = Remembered()
print("registered:", list(m._modules.keys()))
