import torch
import torch.nn as nn
class C(nn.Module):
    def __init__(self):
        self.m = nn.Linear(1, 1)
try: C()
except AttributeError as e: print(e)
