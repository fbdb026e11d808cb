import torch
import torch.nn as nn
class D(nn.Module):
    def __init__(self):
        self.register_buffer('b', torch.zeros(1))
try: D()
except AttributeError as e: print(e)
class D2(nn.Module):
    def __init__(self):
        self.register_parameter('b', None)
try: D2()
except AttributeError as e: print(e)
