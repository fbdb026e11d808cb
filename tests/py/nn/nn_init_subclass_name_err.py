import torch
import torch.nn as nn
class VeryLongNameNet(nn.Module):
    def __init__(self):
        super().__init__(1, 2, 3)
try: VeryLongNameNet()
except TypeError as e: print(e)
