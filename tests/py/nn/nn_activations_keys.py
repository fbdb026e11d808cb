import torch
import torch.nn as nn
print(list(vars(nn.ReLU(True)).keys())[-1], nn.ReLU(True).inplace)
try: nn.Tanh(1)
except TypeError as e: print(e)
