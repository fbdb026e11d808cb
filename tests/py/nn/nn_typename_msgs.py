import torch
import torch.nn as nn
m = nn.Module()
m.w = nn.Parameter(torch.ones(1))
for v in [torch.zeros(1, dtype=torch.float16), torch.zeros(1, dtype=torch.bfloat16), torch.zeros(1, dtype=torch.bool), torch.zeros(1, dtype=torch.uint8), torch.zeros(1, dtype=torch.int8), torch.zeros(1, dtype=torch.int16), None.__class__, nn.Sequential(), nn.ModuleList()]:
    try: m.w = v
    except TypeError as e: print(e)
