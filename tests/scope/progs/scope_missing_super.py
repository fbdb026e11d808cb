import torch.nn as nn


class Forgot(nn.Module):
    def __init__(self):
        self.fc = nn.Linear(2, 2)


try:
    f = Forgot()
except AttributeError as e:
    print("AttributeError:", e)
