import torch
import torch.nn as nn
class D3(nn.Module):
    def __init__(self):
        self.add_module('x', nn.ReLU())
try: D3()
except AttributeError as e: print(e)
