import torch
import torch.nn as nn
class B(nn.Module):
    def __init__(self):
        self.p = nn.Parameter(torch.zeros(1))
try: B()
except AttributeError as e: print(e)
