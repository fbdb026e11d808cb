import torch
import torch.nn as nn
m = nn.Module()
try: m.add_module('a.b', nn.ReLU())
except KeyError as e: print(repr(e), str(e), e.args)
try: m.register_buffer('', torch.zeros(1))
except KeyError as e: print(repr(e), str(e))
